import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type Category, type ConversationHistory } from '@broker/contract';
import { http, type RequestOptions } from '../../../lib/http';
import { chatKeys } from './query-keys';

export interface HistoryPage {
  page?: number;
  size?: number;
}

/** GET /v1/convhistory/{category}/{conversationId}: page 1 is the newest messages, oldest first. */
export function fetchConversationHistory(
  category: Category,
  conversationId: string,
  { page = 1, size = LIMITS.historyDetailPageSize }: HistoryPage = {},
  options: RequestOptions = {},
): Promise<ConversationHistory> {
  return http.get<ConversationHistory>(`/v1/convhistory/${category}/${encodeURIComponent(conversationId)}`, {
    ...options,
    params: { page, size },
  });
}

/** Page after `page` when older messages remain (page 1 = newest); undefined at the first message. */
export function earlierPage(page: number, size: number, total: number): number | undefined {
  return page * size < total ? page + 1 : undefined;
}

/**
 * A conversation's messages for read-only screens (/convMessageCheck), LIMITS.historyDetailPageSize at a
 * time, newest page first; `fetchNextPage` reads older ones. Quiet: the screen explains a failure itself
 * (a deleted conversation is a 404 with its own message). The chat screen opens a conversation through
 * the chat store's openConversation instead, which copies it into the message list.
 */
export function useConversationMessages(category: Category, conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.convhistory(category, conversationId),
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
