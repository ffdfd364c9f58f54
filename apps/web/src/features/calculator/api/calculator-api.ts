import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CalculationResponse,
  ConversationFactorsResponse,
  FactorValues,
  ProductDetail,
  ProductFactors,
} from '@broker/contract';
import { http } from '../../../lib/http';

const TEN_MINUTES = 10 * 60_000;

export const calculatorKeys = {
  form: (code: string) => ['calculator', 'form', code] as const,
  product: (code: string) => ['calculator', 'product', code] as const,
  chat: (conversationId: string, code: string) => ['calculator', 'chat', conversationId, code] as const,
  result: (code: string, factors: FactorValues) => ['calculator', 'result', code, factors] as const,
};

/** POST /v1/prodfactors/app_fetch: the product's form — fields, limits, rules and defaults. */
export function useProductForm(productCode: string) {
  return useQuery({
    queryKey: calculatorKeys.form(productCode),
    queryFn: () =>
      http.post<ProductFactors>('/v1/prodfactors/app_fetch', { productCode }, { showErrorToast: false }),
    staleTime: TEN_MINUTES,
    enabled: productCode !== '',
  });
}

/** GET /v1/products/{code}: the insurer and the list fields (kept as a recent product). */
export function useProductDetail(productCode: string) {
  return useQuery({
    queryKey: calculatorKeys.product(productCode),
    queryFn: () =>
      http.get<ProductDetail>(`/v1/products/${encodeURIComponent(productCode)}`, { showErrorToast: false }),
    staleTime: TEN_MINUTES,
    enabled: productCode !== '',
  });
}

/** POST /v1/premium/conversation_factors: what the chat understood (person, amounts, terms). */
export function useConversationFactors(conversationId: string, productCode: string) {
  return useQuery({
    queryKey: calculatorKeys.chat(conversationId, productCode),
    queryFn: () =>
      http.post<ConversationFactorsResponse>(
        '/v1/premium/conversation_factors',
        { conversationId, productCode },
        { showErrorToast: false },
      ),
    enabled: conversationId !== '' && productCode !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * POST /v1/premium/calculate. The previous result stays on screen while the next loads
 * (keepPreviousData); a refusal (400 with the rules) is not retried — it will not change by itself.
 */
export function useCalculation(productCode: string, factors: FactorValues, enabled: boolean) {
  return useQuery({
    queryKey: calculatorKeys.result(productCode, factors),
    queryFn: ({ signal }) =>
      http.post<CalculationResponse>(
        '/v1/premium/calculate',
        { productCode, factors },
        { showErrorToast: false, signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: TEN_MINUTES,
  });
}
