import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type Category } from '@broker/contract';
import { fetchConversationHistory } from '../../chat/api/convhistory';

/** Page after `page` when older messages remain (page 1 = newest); undefined at the first message. */
export function earlierPage(page: number, size: number, total: number): number | undefined {
  return page * size < total ? page + 1 : undefined;
}

/**
 * /convMessageCheck: a conversation's messages, LIMITS.historyDetailPageSize at a time, newest page
 * first; `fetchNextPage` reads older ones. Quiet: the page itself explains a failure (a deleted
 * conversation is a 404 with its own message), so no toast on top.
 */
export function useConversationMessages(category: Category, conversationId: string) {
  return useInfiniteQuery({
    queryKey: ['history', 'messages', category, conversationId] as const,
    queryFn: ({ pageParam }) =>
      fetchConversationHistory(
        category,
        conversationId,
        { page: pageParam, size: LIMITS.historyDetailPageSize },
        { showErrorToast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => earlierPage(last.page, last.size, last.total),
    enabled: Boolean(conversationId),
  });
}

export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
