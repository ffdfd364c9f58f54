import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InteractionPage } from '@broker/contract';
import { http } from '../../../lib/http';

export const recordKeys = {
  all: ['records'] as const,
  list: (comparisonId: string) => ['records', 'list', comparisonId] as const,
  latest: ['records', 'latest'] as const,
};

/** GET /v1/behavior/query: the agent's interaction records, newest first, with the unread count. */
export function fetchInteractions(page: number, comparisonId = ''): Promise<InteractionPage> {
  return http.get<InteractionPage>('/v1/behavior/query', {
    params: { page, current_id: comparisonId || undefined },
    showErrorToast: false,
  });
}

export function useInteractions(comparisonId = '') {
  return useInfiniteQuery({
    queryKey: recordKeys.list(comparisonId),
    queryFn: ({ pageParam }) => fetchInteractions(pageParam, comparisonId),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}

/** The drawer's latest records and unread count (first page). */
export function useLatestInteractions() {
  return useQuery({ queryKey: recordKeys.latest, queryFn: () => fetchInteractions(1), staleTime: 30_000 });
}

/** GET /v1/behavior/status/change: one record read, or every one without an id. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => http.get('/v1/behavior/status/change', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
