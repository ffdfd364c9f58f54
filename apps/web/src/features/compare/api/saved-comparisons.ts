import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CompareRequest, Comparison, ComparisonHistoryPage } from '@broker/contract';
import { http } from '../../../lib/http';
import { compareKeys } from './query-keys';

/** POST /v1/prodcompare/history/save/{id}: 'new', or the saved comparison it replaces. */
export function saveComparison(id: string | null, request: CompareRequest): Promise<Comparison> {
  return http.post<Comparison>(`/v1/prodcompare/history/save/${id ?? 'new'}`, request);
}

/** GET /v1/prodcompare/history/{id}: a saved comparison exactly as saved. */
export function useSavedComparison(id: string | null) {
  return useQuery({
    queryKey: compareKeys.saved(id ?? ''),
    queryFn: () => http.get<Comparison>(`/v1/prodcompare/history/${id}`, { showErrorToast: false }),
    enabled: id !== null,
  });
}

/** GET /v1/prodcompare/history: the agent's saved comparisons, newest first, page by page. */
export function useComparisonHistory() {
  return useInfiniteQuery({
    queryKey: compareKeys.history,
    queryFn: ({ pageParam }) =>
      http.get<ComparisonHistoryPage>('/v1/prodcompare/history', {
        params: { page: pageParam },
        showErrorToast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}

export function deleteComparison(id: string): Promise<{ ok: true }> {
  return http.request<{ ok: true }>('DELETE', `/v1/prodcompare/history/${id}`);
}

/** GET /v1/prodcompare/deleteprod/: a product leaves a saved comparison. */
export function deleteComparedProduct(id: string, productCode: string): Promise<Comparison> {
  return http.get<Comparison>('/v1/prodcompare/deleteprod/', { params: { id, productCode } });
}
