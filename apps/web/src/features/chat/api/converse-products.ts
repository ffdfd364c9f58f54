import { LIMITS, type ProductCard, type ProductPages } from '@broker/contract';
import { http } from '../../../lib/http';

export interface ConverseProductsRequest {
  conversationId: string;
  assistantMessageId: string;
  currPage: number;
  pageSize?: number;
}

export interface ConverseProductsResponse {
  result: ProductCard[];
  prodcut_pages: ProductPages;
}

/** POST /v1/converse_products/: a later page of an answer's product list (the chat store appends it). */
export function fetchConverseProducts(body: ConverseProductsRequest): Promise<ConverseProductsResponse> {
  return http.post<ConverseProductsResponse>('/v1/converse_products/', {
    pageSize: LIMITS.productPageSize,
    ...body,
  });
}
