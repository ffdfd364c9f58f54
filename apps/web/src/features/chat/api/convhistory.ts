import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const conversationHistoryQuery = (category: Category, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.convhistory(category, conversationId),
    queryFn: () => fetchConversationHistory(category, conversationId),
  });

/**
 * A conversation's newest page, for read-only screens (/convMessageCheck). The chat screen itself opens
 * a conversation through the chat store's openConversation, which copies it into the message list.
 */
export function useConversationHistory(category: Category, conversationId: string | undefined) {
  return useQuery({
    ...conversationHistoryQuery(category, conversationId ?? ''),
    enabled: Boolean(conversationId),
  });
}
