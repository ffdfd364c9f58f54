import { useQuery } from '@tanstack/react-query';
import type { Agreement } from '@broker/contract';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/agreement/{id} (public). Screens show the error themselves, with a retry. */
export function fetchAgreement(id: string): Promise<Agreement> {
  return http.get<Agreement>(`/v1/agreement/${encodeURIComponent(id)}`, {
    withToken: false,
    showErrorToast: false,
  });
}

export function useAgreement(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.agreement(id),
    queryFn: () => fetchAgreement(id),
    enabled,
    staleTime: 5 * 60_000,
  });
}
