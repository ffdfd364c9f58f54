export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';

export interface RouteChange {
  action: NavigationAction;
  /** The page left; null on the first page load. */
  from: string | null;
  to: string;
}

/**
 * Pure: the pages kept mounted after a route change, oldest first. The list mirrors the history stack:
 * PUSH adds the new page; REPLACE adds it in place of the one it replaced (that entry is gone from
 * history); POP (back) drops the page left, since nothing can return to it without a new visit.
 */
export function nextKeepAliveList(list: readonly string[], change: RouteChange): string[] {
  const { action, from, to } = change;
  let next = [...list];
  if (from !== null && from !== to && (action === 'POP' || action === 'REPLACE')) {
    next = next.filter((page) => page !== from);
  }
  if (!next.includes(to)) next.push(to);
  return next;
}
