import { useCallback, useEffect, useRef } from 'react';
import { loadMoreTriggerIndex, shouldLoadMore } from './load-more';

interface Options {
  total: number;
  hasMore: boolean;
  loading: boolean;
  loadMore(): void;
}

/**
 * Watches the item LIMITS.loadMoreThreshold from the end (spec §4): when it comes on screen, fewer than
 * that remain ahead and the next page is fetched. Attach `ref` to the item at `index` (to the list's
 * footer when the list is empty). The observer is re-armed after each load, so a list that is still
 * short after a page (or after deletes) keeps loading.
 */
export function useLoadMoreTrigger({ total, hasMore, loading, loadMore }: Options) {
  const index = loadMoreTriggerIndex(total);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver((entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && shouldLoadMore({ total, lastVisibleIndex: index, hasMore, loading })) latest.current();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [total, index, hasMore, loading],
  );

  return { index, ref };
}
