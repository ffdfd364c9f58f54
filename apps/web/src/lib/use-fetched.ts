import { useEffect, useState } from 'react';

export type Fetched<T> =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * One load, for pages without the query cache (the customer's share page, src/share): pending, then the
 * data or the error. `load` runs again when `key` changes; an answer for an older key is dropped.
 */
export function useFetched<T>(key: string, load: () => Promise<T>): Fetched<T> {
  const [state, setState] = useState<{ key: string; fetched: Fetched<T> }>({
    key,
    fetched: { status: 'pending' },
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, fetched: { status: 'success', data } }),
      (error: unknown) => live && setState({ key, fetched: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; `key` says when it would load something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.fetched : { status: 'pending' };
}
