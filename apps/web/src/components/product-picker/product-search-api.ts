import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, type ProductSummary } from '@broker/contract';
import { http } from '../../lib/http';

export interface SearchFilters {
  keyword: string;
  /** Product type code, or '' for every type. */
  type: string;
  /** Company code, or '' for every company. */
  company: string;
  age: string;
  gender: string;
}

export interface ProductPage {
  result: ProductSummary[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalNum: number;
}

interface Option {
  value: string;
  label: string;
}
interface CompanyItem {
  code: string;
  shortName: string;
  onSaleCount: number;
}

/** React Query keys of the picker, shared by every screen that uses it (one cache for all). */
export const pickerKeys = {
  search: (filters: SearchFilters) => ['products', 'search', filters] as const,
  ageOptions: ['products', 'age-options'] as const,
  companies: ['products', 'companies'] as const,
};

/** GET /v1/products: on-sale products matching the filters, ten a page (spec §9 search page size). */
export function searchProducts(filters: SearchFilters, currentPage: number): Promise<ProductPage> {
  return http.get<ProductPage>('/v1/products', {
    params: {
      keyword: filters.keyword || undefined,
      type: filters.type || undefined,
      company: filters.company || undefined,
      age: filters.age,
      gender: filters.gender,
      currentPage,
      pageSize: LIMITS.productSearchPageSize,
    },
    showErrorToast: false,
  });
}

export function useProductSearch(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: pickerKeys.search(filters),
    queryFn: ({ pageParam }) => searchProducts(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}

/** GET /v1/prodfilterage/: the age bands on offer, '不限' first (spec §5 default). */
export function useAgeOptions(enabled = true) {
  return useQuery({
    queryKey: pickerKeys.ageOptions,
    queryFn: () => http.get<Option[]>('/v1/prodfilterage/', { showErrorToast: false }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** GET /v1/companies: the insurers with products on sale, for the company filter. */
export function useCompanies() {
  return useQuery({
    queryKey: pickerKeys.companies,
    queryFn: () => http.get<CompanyItem[]>('/v1/companies', { showErrorToast: false }),
    select: (list) => list.filter((c) => c.onSaleCount > 0),
    staleTime: 10 * 60_000,
  });
}
