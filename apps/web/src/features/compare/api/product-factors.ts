import { useQueries } from '@tanstack/react-query';
import type { ProductFactors } from '@broker/contract';
import { http } from '../../../lib/http';

/** POST /v1/prodfactors/app_fetch for each chosen product: the forms the shared factors come from. */
export function useProductFactors(codes: readonly string[]) {
  return useQueries({
    queries: codes.map((productCode) => ({
      queryKey: ['compare', 'factors', productCode],
      queryFn: () =>
        http.post<ProductFactors>('/v1/prodfactors/app_fetch', { productCode }, { showErrorToast: false }),
      staleTime: 10 * 60_000,
    })),
  });
}
