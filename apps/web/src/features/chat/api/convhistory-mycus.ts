import { LIMITS, type ConversationHistory } from '@broker/contract';
import { http, type RequestOptions } from '../../../lib/http';

/**
 * GET /v1/convhistory_mycus/{conversationId}: the same history without a category. The chat store polls
 * it (quietly) to recover an answer whose stream was cut after it began.
 */
export function fetchMyCusHistory(
  conversationId: string,
  options: RequestOptions = {},
): Promise<ConversationHistory> {
  return http.get<ConversationHistory>(`/v1/convhistory_mycus/${encodeURIComponent(conversationId)}`, {
    ...options,
    params: { page: 1, size: LIMITS.historyDetailPageSize },
  });
}
