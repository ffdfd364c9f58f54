import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  StoredFile,
  UnderwritingHistoryPage,
  UnderwritingInput,
  UnderwritingReport,
  UnderwritingShare,
} from '@broker/contract';
import { http } from '../../../lib/http';

export const underwritingKeys = {
  history: ['underwriting', 'history'] as const,
  report: (id: string) => ['underwriting', 'report', id] as const,
};

export const createReport = (input: UnderwritingInput) =>
  http.post<UnderwritingReport>('/v1/underwriting/report', input, { showErrorToast: false });

/** The customer's link to a report (the same one while it lasts). */
export const shareReport = (id: string) =>
  http.get<UnderwritingShare>(`/v1/underwriting/history/${encodeURIComponent(id)}/share`, {
    showErrorToast: false,
  });

export const deleteReport = (id: string) =>
  http.request('DELETE', `/v1/underwriting/history/${encodeURIComponent(id)}`);

export function useUnderwritingReport(id: string) {
  return useQuery({
    queryKey: underwritingKeys.report(id),
    queryFn: () =>
      http.get<UnderwritingReport>(`/v1/underwriting/history/${encodeURIComponent(id)}`, {
        showErrorToast: false,
      }),
    enabled: id !== '',
    retry: false,
  });
}

export function useUnderwritingHistory() {
  return useInfiniteQuery({
    queryKey: underwritingKeys.history,
    queryFn: ({ pageParam }) =>
      http.get<UnderwritingHistoryPage>('/v1/underwriting/history', {
        params: { page: pageParam },
        showErrorToast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export type { StoredFile };
