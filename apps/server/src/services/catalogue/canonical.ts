import type { Product } from '@broker/contract';

const empty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

function withoutEmpty<T extends object>(record: T, keys: readonly (keyof T & string)[]): T {
  const dropped = new Set<string>(keys.filter((key) => empty(record[key])));
  return Object.fromEntries(Object.entries(record).filter(([key]) => !dropped.has(key))) as T;
}

/**
 * A product with its optional fields that are empty ('' or []) left out. A spreadsheet cannot tell an
 * empty optional field from a missing one, so the catalogue stores neither: the same product then
 * round-trips through JSON, XLSX and CSV unchanged.
 */
export function canonicalProduct(product: Product): Product {
  const illustration =
    product.illustration.method === 'actuarial'
      ? withoutEmpty(product.illustration, ['expenseLoadingsByPaymentTerm', 'ciTable'])
      : product.illustration;
  return {
    ...withoutEmpty(product, ['minAgeText']),
    benefits: withoutEmpty(product.benefits, ['deathBenefit', 'renewal']),
    factors: product.factors.map((f) => withoutEmpty(f, ['options', 'unit', 'hint'])),
    illustration,
  };
}
