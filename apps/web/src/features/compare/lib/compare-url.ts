import type { CompareRequest, FactorValues } from '@broker/contract';

/**
 * A comparison's address: fresh ones carry their request (`products`, `factors`), so a reload or a
 * shared address computes the same; saved ones carry their `id`; the customer's copy adds `shareFlag=1`
 * and `share_code`.
 */
export function freshComparisonPath(codes: readonly string[], factors: FactorValues): string {
  const params = new URLSearchParams({ products: codes.join(',') });
  if (Object.keys(factors).length > 0) params.set('factors', JSON.stringify(factors));
  return `/comparisonResults?${params.toString()}`;
}

export const savedComparisonPath = (id: string) => `/comparisonResults?id=${encodeURIComponent(id)}`;

export type ComparisonSource =
  | { kind: 'fresh'; request: CompareRequest }
  | { kind: 'saved'; id: string }
  | { kind: 'shared'; id: string; shareCode: string }
  | { kind: 'invalid' };

function parseFactors(text: string | null): FactorValues | null {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FactorValues) : null;
  } catch {
    return null;
  }
}

export function comparisonSource(params: URLSearchParams): ComparisonSource {
  const id = params.get('id');
  if (params.get('shareFlag') === '1')
    return id ? { kind: 'shared', id, shareCode: params.get('share_code') ?? '' } : { kind: 'invalid' };
  if (id) return { kind: 'saved', id };
  const codes = (params.get('products') ?? '').split(',').filter(Boolean);
  const factors = parseFactors(params.get('factors'));
  if (codes.length === 0 || !factors) return { kind: 'invalid' };
  return { kind: 'fresh', request: { productCodes: codes, factors, productFactors: {} } };
}
