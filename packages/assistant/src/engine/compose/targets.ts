import type { AskItem } from '@broker/contract';
import type { ComposeInput } from './answer.js';

/**
 * The products a turn is about: those named in the question (known to the catalogue), else the locked
 * ones. A question that names nothing is a follow-up on the locked products whatever its wording,
 * unless it names a product type they are not of (Understanding.lockedSetAside).
 */
export function targetProducts(input: ComposeInput): string[] {
  const { kb, understanding: u } = input;
  const named = [...new Set(u.products.map((m) => m.code))].filter((c) => kb.productsByCode.has(c));
  if (named.length > 0) return named;
  return lockedProducts(input);
}

/** The locked products still in the catalogue, or none when this question set them aside. */
export function lockedProducts({ kb, understanding: u, request }: ComposeInput): string[] {
  if (u.lockedSetAside) return [];
  return request.context.lockedProducts.filter((c) => kb.productsByCode.has(c));
}

export function productName(input: ComposeInput, code: string): string {
  return input.kb.productsByCode.get(code)?.name ?? code;
}

/** A short column header for tables: the product's first alias, else its name. */
export function shortName(input: ComposeInput, code: string): string {
  const p = input.kb.productsByCode.get(code);
  return p?.aliases[0] ?? p?.name ?? code;
}

/** Said when a product is needed and none is named or locked. Carries no numbers: nothing is known. */
export const NO_PRODUCT_TEXT =
  '没有在产品库中找到您说的产品，请核对产品名称，或告诉我完整的产品名称（例如保险公司加产品名）。';

/** Example questions for a kind of request about a real product, so a tap completes the question. */
export function exampleAsks(input: ComposeInput, make: (name: string) => string, count = 3): AskItem[] {
  const type = input.understanding.entities.productType;
  return input.kb.products
    .filter((p) => p.onSale && (!type || p.type === type))
    .slice(0, count)
    .map((p) => ({ question: make(p.name), productCode: p.code }));
}
