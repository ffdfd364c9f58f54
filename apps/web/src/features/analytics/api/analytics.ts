import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@broker/contract';
import { http } from '../../../lib/http';

/** GET /v1/analytics/summary?days= (operators only; others get 403, shown on the page, not as a toast). */
export function fetchAnalyticsSummary(days: number): Promise<AnalyticsSummary> {
  return http.get<AnalyticsSummary>(`/v1/analytics/summary?days=${days}`, { showErrorToast: false });
}

export const analyticsSummaryQuery = (days: number) =>
  queryOptions({
    queryKey: ['analytics', 'summary', days],
    queryFn: () => fetchAnalyticsSummary(days),
    staleTime: 60_000,
    retry: false,
  });

export function useAnalyticsSummary(days: number) {
  return useQuery(analyticsSummaryQuery(days));
}
