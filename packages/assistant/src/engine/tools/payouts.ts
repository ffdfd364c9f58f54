import type { Product, QuoteResponse } from '@broker/contract';
import { illustrate } from '@broker/insurance';
import type { KnowledgeBase } from '../types.js';

/** A question about what a policy pays out over the years ('60岁开始每年能领多少', '一共能领多少'). */
export const PAYOUT_ASKED = /领多少|能领|可以领|领取多少|每年领|每月领|拿多少|能拿|返多少|一共领|累计领/;

export interface PayoutSummary {
  /** The first year's payout: from which age and policy year, and how much. */
  first: { age: number; year: number; amount: number };
  /** Whether every later year pays the same (else the first year's amount is only the first). */
  level: boolean;
  /** Cumulative payouts at a few ages the illustration reaches (80, 85, its last row). */
  cumulative: { age: number; amount: number }[];
}

/**
 * What the insurance core's illustration pays out for the quoted factors: the first year with an annuity
 * payment and the amounts claimed by a few ages. Undefined for a product that pays no annuity, or
 * without the actuarial tables.
 */
export function payoutSummary(
  kb: KnowledgeBase,
  product: Product,
  quote: QuoteResponse,
): PayoutSummary | undefined {
  if (!kb.referenceTables || product.illustration.method === 'none') return undefined;
  const result = illustrate(product, quote.factors, kb.referenceTables);
  if (!result.ok) return undefined;
  const rows = result.value.rows;
  const first = rows.find((r) => (r.annuityClaimed ?? 0) > 0);
  if (!first || first.annuityClaimed === null) return undefined;
  const last = rows[rows.length - 1];
  const ages = [...new Set([80, 85, last?.age ?? 0])].filter((age) => age > first.age);
  const cumulative = ages.flatMap((age) => {
    const row = rows.find((r) => r.age === age);
    return row?.cumulativeClaimed ? [{ age, amount: row.cumulativeClaimed }] : [];
  });
  const paid = rows.filter((r) => r.year >= first.year).map((r) => r.annuityClaimed ?? 0);
  const level = paid.every((amount) => Math.abs(amount - (first.annuityClaimed ?? 0)) < 0.01);
  return { first: { age: first.age, year: first.year, amount: first.annuityClaimed }, level, cumulative };
}
