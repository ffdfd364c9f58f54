import type { Product } from '@broker/contract';
import { TABLE_NAMES, type TableName } from './tables/layout.js';

/**
 * A product is stored whole but edited in spreadsheets by parts, one table each. These two functions are
 * the only place that knows which table owns which field.
 */
export type PartName = Exclude<TableName, 'companies' | 'faq'>;
export const PART_NAMES = TABLE_NAMES.filter(
  (name): name is PartName => name !== 'companies' && name !== 'faq',
);

export type ProductParts = Record<PartName, unknown>;

export function splitProduct(product: Product): ProductParts {
  const { factors, constraints, rates, commission, clauses, faq, illustration, ...descriptive } = product;
  const { rows, adjustments, ...rateTable } = rates;
  const { byPaymentTerm, ...commissionNote } = commission;
  return {
    products: { ...descriptive, rates: rateTable, commission: commissionNote },
    factors: { factors, adjustments },
    constraints,
    rates: rows,
    commission: byPaymentTerm,
    clauses,
    product_faq: faq,
    illustration,
  };
}

/** What a table present in an import means for a product it has no rows for: none of that part. */
export const EMPTY_PARTS: ProductParts = {
  products: {},
  factors: { factors: [], adjustments: [] },
  constraints: [],
  rates: [],
  commission: [],
  clauses: [],
  product_faq: [],
  illustration: undefined,
};

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Puts the parts back together; the result is validated as a whole product afterwards. */
export function joinProduct(parts: ProductParts): unknown {
  const base = asObject(parts.products);
  const factorPart = asObject(parts.factors);
  return {
    ...base,
    factors: factorPart.factors,
    constraints: parts.constraints,
    rates: { ...asObject(base.rates), rows: parts.rates, adjustments: factorPart.adjustments },
    commission: { ...asObject(base.commission), byPaymentTerm: parts.commission },
    clauses: parts.clauses,
    faq: parts.product_faq,
    illustration: parts.illustration,
  };
}
