import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type Category, type ConversationList } from '@broker/contract';
import { http } from '../../../lib/http';
import { historyKeys } from './query-keys';

export interface ConversationListParams {
  /** Cursor: the last conversationId of the previous page. */
  c_id?: string;
  size?: number;
  channelType?: string;
  /** The product assistant's product (decision 048): only conversations locked to it. */
  productCode?: string;
}

/**
 * GET /v1/convlist/{category}: newest activity first, {list, hasMore}. With `productCode`, the product
 * assistant's history instead (GET /v1/product_aides/convhistory, every category).
 */
export function fetchConversationList(
  category: Category,
  { c_id, size = LIMITS.conversationListPageSize, channelType, productCode }: ConversationListParams = {},
): Promise<ConversationList> {
  // The history list shows its own error view with a retry; a toast on top would say it twice.
  return http.get<ConversationList>(
    productCode ? '/v1/product_aides/convhistory' : `/v1/convlist/${category}`,
    {
      params: { size, c_id, channelType: channelType || undefined, productCode },
      showErrorToast: false,
    },
  );
}

/**
 * The drawer's history list, page by page (`fetchNextPage` when fewer than LIMITS.loadMoreThreshold
 * items remain ahead, spec §4). `data.pages.flatMap(p => p.list)` is the list.
 */
export function useConversationList(category: Category, productCode = '') {
  return useInfiniteQuery({
    queryKey: historyKeys.convlist(category, productCode),
    queryFn: ({ pageParam }) =>
      fetchConversationList(category, { c_id: pageParam, productCode: productCode || undefined }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list[last.list.length - 1]?.conversationId : undefined),
  });
}
