import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type Category, type ConversationList } from '@broker/contract';
import { http } from '../../../lib/http';
import { historyKeys } from './query-keys';

export interface ConversationListParams {
  /** Cursor: the last conversationId of the previous page. */
  c_id?: string;
  size?: number;
  channelType?: string;
}

/** GET /v1/convlist/{category}: newest activity first, {list, hasMore}. */
export function fetchConversationList(
  category: Category,
  { c_id, size = LIMITS.conversationListPageSize, channelType }: ConversationListParams = {},
): Promise<ConversationList> {
  // The history list shows its own error view with a retry; a toast on top would say it twice.
  return http.get<ConversationList>(`/v1/convlist/${category}`, {
    params: { size, c_id, channelType: channelType || undefined },
    showErrorToast: false,
  });
}

/**
 * The drawer's history list, page by page (`fetchNextPage` when fewer than LIMITS.loadMoreThreshold
 * items remain ahead, spec §4). `data.pages.flatMap(p => p.list)` is the list.
 */
export function useConversationList(category: Category, channelType = '', enabled = true) {
  return useInfiniteQuery({
    queryKey: historyKeys.convlist(category, channelType),
    queryFn: ({ pageParam }) => fetchConversationList(category, { c_id: pageParam, channelType }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list[last.list.length - 1]?.conversationId : undefined),
    enabled,
  });
}
