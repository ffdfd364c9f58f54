import type { FactorValues } from '@broker/contract';

/**
 * The calculator's address carries the product and the factors, so a reload, the back button or a later
 * screen (the colour page) takes the same plan: `/commissionCalculate?productCode=…&factors={…}`. From
 * the chat it also names the conversation whose understood factors fill what the address leaves open.
 */
export function calculatorPath(
  productCode: string,
  factors: FactorValues = {},
  conversationId?: string,
): string {
  const params = new URLSearchParams({ productCode });
  if (Object.keys(factors).length > 0) params.set('factors', JSON.stringify(factors));
  if (conversationId) params.set('conversationId', conversationId);
  return `/commissionCalculate?${params.toString()}`;
}

/** The factors of an address; anything that is not a flat object of strings and numbers is ignored. */
export function factorsOfParams(params: URLSearchParams): FactorValues {
  const text = params.get('factors');
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
    ) as FactorValues;
  } catch {
    return {};
  }
}
