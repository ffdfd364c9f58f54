import type { CommissionResponse, QuoteResponse } from '@broker/contract';
import { commission, type Violation } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import type { KnowledgeBase } from '../types.js';
import { quoteForPerson, type FactorLine } from './factors.js';

export type PremiumResult =
  | {
      ok: true;
      productCode: string;
      productName: string;
      quote: QuoteResponse;
      factors: FactorLine[];
      assumed: FactorLine[];
    }
  | { ok: false; productCode: string; productName?: string; violations: Violation[] };

export type CommissionResult =
  | {
      ok: true;
      productCode: string;
      productName: string;
      quote: QuoteResponse;
      commission: CommissionResponse;
      factors: FactorLine[];
      assumed: FactorLine[];
    }
  | { ok: false; productCode: string; productName?: string; violations: Violation[] };

const unknownProduct = (code: string) => ({
  ok: false as const,
  productCode: code,
  violations: [{ factor: null, message: `未找到产品：${code}` }],
});

/**
 * The premium for a person (entities as the question stated them; the product's defaults for the rest).
 * Stated values are not moved into range: a 60-year-old gets the product's age rule, not a made-up quote.
 */
export function quotePremium(kb: KnowledgeBase, code: string, entities: Entities = {}): PremiumResult {
  const product = kb.productsByCode.get(code);
  if (!product) return unknownProduct(code);
  const result = quoteForPerson(product, entities, false);
  if (!result.ok)
    return { ok: false, productCode: code, productName: product.name, violations: result.violations };
  return {
    ok: true,
    productCode: code,
    productName: product.name,
    quote: result.quote,
    factors: result.factors,
    assumed: result.assumed,
  };
}

/** The agent's commission on the premium quotePremium would give, by policy year (indicative rates). */
export function commissionFor(kb: KnowledgeBase, code: string, entities: Entities = {}): CommissionResult {
  const premium = quotePremium(kb, code, entities);
  if (!premium.ok) return premium;
  const product = kb.productsByCode.get(code);
  if (!product) return unknownProduct(code);
  const result = commission(product, premium.quote.factors, premium.quote.annualPremium);
  if (!result.ok)
    return { ok: false, productCode: code, productName: product.name, violations: result.violations };
  return { ...premium, commission: result.value };
}
