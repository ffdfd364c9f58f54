import type { ProductSummary } from '@broker/contract';

const KEY = 'calculatorRecent';
const MAX = 5;

/**
 * The products this browser calculated last, newest first, for the top of the picker. Kept in local
 * storage (not the session's `main`): an agent comes back to the same few products day after day.
 * Only what the list shows is kept; a product gone from the catalogue fails its calculation clearly.
 */
export function recentProducts(storage: Storage | undefined = globalThis.localStorage): ProductSummary[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? (value as ProductSummary[]).filter((p) => typeof p?.code === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberProduct(
  product: ProductSummary,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const kept: ProductSummary = {
    code: product.code,
    name: product.name,
    company: product.company,
    companyCode: product.companyCode,
    type: product.type,
    typeCode: product.typeCode,
    minAge: product.minAge,
    maxAge: product.maxAge,
    onSale: product.onSale,
    highlights: product.highlights.slice(0, 1),
    tags: [],
  };
  const list = [kept, ...recentProducts(storage).filter((p) => p.code !== product.code)].slice(0, MAX);
  try {
    storage?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full store: the list is a convenience, the calculation goes on without it.
  }
}
