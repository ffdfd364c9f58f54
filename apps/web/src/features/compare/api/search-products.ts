import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type ProductSummary } from '@broker/contract';
import { http } from '../../../lib/http';
import { compareKeys } from './query-keys';

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
    queryKey: compareKeys.search(filters),
    queryFn: ({ pageParam }) => searchProducts(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}
