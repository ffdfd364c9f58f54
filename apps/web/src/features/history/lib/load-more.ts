import { LIMITS } from '@broker/contract';

/**
 * Spec §4/§9: the next page is fetched when fewer than LIMITS.loadMoreThreshold items remain ahead of
 * the agent (after the last item on screen), so scrolling rarely meets the end of a page.
 */
export function remainingAhead(total: number, lastVisibleIndex: number): number {
  return Math.max(0, total - (lastVisibleIndex + 1));
}

export interface LoadMoreState {
  /** Items in the list now. */
  total: number;
  /** Index of the last item on screen; -1 when none is (e.g. the list is empty after deletes). */
  lastVisibleIndex: number;
  hasMore: boolean;
  /** A page is being fetched (or refetched): asking again would fetch the same page twice. */
  loading: boolean;
  threshold?: number;
}

export function shouldLoadMore({
  total,
  lastVisibleIndex,
  hasMore,
  loading,
  threshold = LIMITS.loadMoreThreshold,
}: LoadMoreState): boolean {
  if (!hasMore || loading) return false;
  return remainingAhead(total, lastVisibleIndex) < threshold;
}

/**
 * The item whose appearance on screen means "fewer than `threshold` remain ahead": once it is visible,
 * at most threshold - 1 items follow it. With fewer items than that, the first item (any item) is.
 */
export function loadMoreTriggerIndex(total: number, threshold: number = LIMITS.loadMoreThreshold): number {
  return Math.max(0, total - threshold);
}
