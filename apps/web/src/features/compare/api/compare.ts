import { useQuery } from '@tanstack/react-query';
import type { CompareRequest, Comparison } from '@broker/contract';
import { http } from '../../../lib/http';
import { compareKeys } from './query-keys';

/** POST /v1/prodcompare/compare: computed by the server's insurance core, not saved. */
export function compareProducts(request: CompareRequest): Promise<Comparison> {
  return http.post<Comparison>('/v1/prodcompare/compare', request, { showErrorToast: false });
}

export function useComparison(request: CompareRequest | null) {
  return useQuery({
    queryKey: compareKeys.result(request ?? {}),
    queryFn: () => compareProducts(request as CompareRequest),
    enabled: request !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
