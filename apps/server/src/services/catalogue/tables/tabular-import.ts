import { SourceMap, type Draft, type Location } from '../drafts.js';
import type { ProductParts } from '../parts.js';
import { PRODUCT_CODE, type TableName } from './layout.js';
import type { ReadRow } from './raw-table.js';

/** A product as the tables of one import describe it: only the parts those tables had rows for. */
export interface TabularProduct {
  code: string;
  parts: Partial<ProductParts>;
  sources: SourceMap;
  failed: Set<string>;
  /** The first row that named the product, for messages about it as a whole. */
  firstSeen: Location;
}

export interface TabularImport {
  /** Tables present in the import (even with no rows): they define their part for the products listed. */
  tables: Set<TableName>;
  companies: Draft[];
  faq: Draft[];
  products: Map<string, TabularProduct>;
}

export function emptyTabularImport(): TabularImport {
  return { tables: new Set(), companies: [], faq: [], products: new Map() };
}

/** The product a row of a part table belongs to, or undefined (reported) when the code is missing. */
export function productOfRow(
  target: TabularImport,
  row: ReadRow,
  codeColumn = PRODUCT_CODE,
): TabularProduct | undefined {
  const code = row.value.productCode ?? row.value.code;
  if (typeof code !== 'string' || code === '') {
    if (!row.failed.has(codeColumn)) row.problem('不能为空', codeColumn);
    return undefined;
  }
  let product = target.products.get(code);
  if (!product) {
    product = {
      code,
      parts: {},
      sources: new SourceMap(`产品 ${code}`),
      failed: new Set(),
      firstSeen: row.at(),
    };
    target.products.set(code, product);
  }
  return product;
}

/** `value` without the product code column (which says whose rows these are, not what they hold). */
export function withoutCode(value: Record<string, unknown>): Record<string, unknown> {
  const { productCode: _code, ...rest } = value;
  return rest;
}
