import { useEffect, useRef, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms (compared by content, so a new object with the
 * same fields does not restart the wait): the calculator asks the server once per pause in typing.
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(latest.current), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return settled;
}
