import type {
  CommissionResponse,
  FactorValues,
  IllustrationResponse,
  Product,
  ProductSummary,
  QuoteResponse,
} from '@broker/contract';
import { commission, illustrate, quote, type ReferenceTables, type Result } from '@broker/insurance';

/** A product of a comparison with the factors it was priced at and what the insurance core made of them. */
export interface ComputedProduct {
  product: Product;
  summary: ProductSummary;
  factors: FactorValues;
  errors: string[];
  quote: QuoteResponse | null;
  commission: CommissionResponse | null;
  illustration: IllustrationResponse | null;
}

/**
 * The factors a product is priced at: its defaults, then the shared factors it asks for, then the
 * agent's own edits of its cells. A value the product refuses is kept, so the core says why (never
 * silently replaced by a default).
 */
export function factorsFor(product: Product, shared: FactorValues, own: FactorValues = {}): FactorValues {
  const asked = new Set(product.factors.map((f) => f.code));
  const values: FactorValues = Object.fromEntries(product.factors.map((f) => [f.code, f.default]));
  for (const source of [shared, own]) {
    for (const [code, value] of Object.entries(source) as [keyof FactorValues, string | number][]) {
      if (asked.has(code) && value !== '' && value !== undefined) values[code] = value;
    }
  }
  return values;
}

const messages = (result: Result<unknown>): string[] =>
  result.ok ? [] : result.violations.map((v) => v.message);

export function computeProduct(
  entry: { product: Product; summary: ProductSummary },
  factors: FactorValues,
  tables: ReferenceTables,
): ComputedProduct {
  const priced = quote(entry.product, factors);
  const base = { ...entry, factors, quote: null, commission: null, illustration: null };
  if (!priced.ok) return { ...base, errors: messages(priced) };
  const paid = commission(entry.product, factors);
  const projected = illustrate(entry.product, factors, tables);
  return {
    ...base,
    errors: [...messages(paid), ...messages(projected)],
    quote: priced.value,
    commission: paid.ok ? paid.value : null,
    illustration: projected.ok ? projected.value : null,
  };
}

const MILESTONE_AGES = [60, 70, 80];

/**
 * The policy years a comparison shows: 1–10, then every fifth year, the years the insured turns 60, 70
 * and 80, and the last year illustrated — enough to read the curve without a hundred rows.
 */
export function pickYears<T extends { year: number; age: number }>(rows: readonly T[]): T[] {
  const last = rows[rows.length - 1]?.year;
  return rows.filter(
    (row) => row.year <= 10 || row.year % 5 === 0 || MILESTONE_AGES.includes(row.age) || row.year === last,
  );
}
