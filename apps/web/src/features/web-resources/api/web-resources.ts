import { useInfiniteQuery } from '@tanstack/react-query';
import { WEB_RESOURCE_LIMITS, type WebResourceList } from '@broker/contract';
import { http } from '../../../lib/http';

export interface WebResourceFilters {
  keyword: string;
  /** '' for every category. */
  category: string;
}

export const webResourceKeys = {
  list: (filters: WebResourceFilters) => ['web-resources', filters] as const,
};

/** GET /v1/webresource/list: one page of published entries matching the filters. */
export function fetchWebResources(filters: WebResourceFilters, page: number): Promise<WebResourceList> {
  return http.get<WebResourceList>('/v1/webresource/list', {
    params: {
      keyword: filters.keyword || undefined,
      category: filters.category || undefined,
      page,
      size: WEB_RESOURCE_LIMITS.pageSizeDefault,
    },
    showErrorToast: false,
  });
}

export function useWebResources(filters: WebResourceFilters) {
  return useInfiniteQuery({
    queryKey: webResourceKeys.list(filters),
    queryFn: ({ pageParam }) => fetchWebResources(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    // Operators change entries rarely; a visit within minutes needs no refetch.
    staleTime: 5 * 60_000,
  });
}
