import type { Company, FaqItem, Product } from '@broker/contract';

export interface CatalogueContent {
  companies: Company[];
  products: Product[];
  faq: FaqItem[];
}

/** What an import did, per table. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
export interface ImportReport {
  companies: ImportCounts;
  products: ImportCounts;
  faq: ImportCounts;
}

/** Equal as JSON values, whatever the key order (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const aKeys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bKeys = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((k) => sameJson(ao[k], bo[k]));
}
