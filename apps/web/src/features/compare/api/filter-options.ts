import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { compareKeys } from './query-keys';

interface Option {
  value: string;
  label: string;
}
interface CompanyItem {
  code: string;
  shortName: string;
  onSaleCount: number;
}

/** GET /v1/prodfilterage/: the age bands on offer, '不限' first (spec §5 default). */
export function useAgeOptions() {
  return useQuery({
    queryKey: compareKeys.ageOptions,
    queryFn: () => http.get<Option[]>('/v1/prodfilterage/', { showErrorToast: false }),
    staleTime: 10 * 60_000,
  });
}

/** GET /v1/companies: the insurers with products on sale, for the company filter. */
export function useCompanies() {
  return useQuery({
    queryKey: compareKeys.companies,
    queryFn: () => http.get<CompanyItem[]>('/v1/companies', { showErrorToast: false }),
    select: (list) => list.filter((c) => c.onSaleCount > 0),
    staleTime: 10 * 60_000,
  });
}
