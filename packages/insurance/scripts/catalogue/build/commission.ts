// Indicative commission schedules from the ranges of data/reference/commission_rates_indicative.csv (low
// confidence: no insurer publishes its rates). A rate is a deterministic point within its range, chosen
// by a hash of the product code and payment term, so two products differ but a rebuild does not.
import type { CommissionSchedule } from '@broker/contract';
import { COMMISSION_NOTE, paymentYears } from '../../../src/index.js';
import type { PricingReference } from './reference.js';

type Range = readonly [number, number];

/** FNV-1a: a stable fraction in [0, 1) for a text. */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** "30-50" → [30, 50]; "<10" → [0, 10]; "35" → [35, 35] (percent). */
function parseRange(text: string): Range {
  const span = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text);
  if (span !== null) return [Number(span[1]), Number(span[2])];
  const below = /^<(\d+(?:\.\d+)?)$/.exec(text);
  if (below !== null) return [0, Number(below[1])];
  if (/^\d+(?:\.\d+)?$/.test(text)) return [Number(text), Number(text)];
  throw new SyntaxError(`unexpected commission range ${text}`);
}

function row(ref: PricingReference, productType: string): Readonly<Record<string, string>> {
  const found = ref.commissionRows.find((r) => r.product_type === productType);
  if (found === undefined)
    throw new RangeError(`commission_rates_indicative.csv has no row for ${productType}`);
  return found;
}

/** The ranges the schedules use, each named by the CSV row it comes from. */
export function commissionRanges(ref: PricingReference) {
  const protection = row(ref, 'life and critical illness');
  const renewal = protection.renewal_commission_pct ?? '';
  const year = (n: number) => parseRange(new RegExp(`yr${n} (\\S+?),`).exec(renewal)?.[1] ?? '');
  return {
    protectionFirstYear: parseRange(protection.first_year_commission_pct ?? ''),
    protectionYear2: year(2),
    protectionYear3: year(3),
    savingsFirstYear: parseRange(row(ref, 'annuity / savings').first_year_commission_pct ?? ''),
    single: parseRange(row(ref, 'single-premium products').first_year_commission_pct ?? ''),
    // short-term accident "<10", internet channel "5-15": 5–10% for a one-year policy
    shortTerm: [
      parseRange(row(ref, 'internet channel').first_year_commission_pct ?? '')[0],
      parseRange(row(ref, 'short-term accident').first_year_commission_pct ?? '')[1],
    ] as const,
  };
}

export interface CommissionInput {
  readonly code: string;
  readonly kind: 'protection' | 'savings' | 'shortTerm';
  readonly pays: readonly string[];
  /** The first-year loading of each payment term: commissions must fit inside it (报行合一). */
  readonly firstYearLoading?: (pay: string) => number;
}

const pick = (range: Range, seed: string, scale = 1) => {
  const pct = (range[0] + (range[1] - range[0]) * stableFraction(seed)) * scale;
  return Math.round(pct * 2) / 200; // to half a percent, as a fraction
};

/**
 * Protection: first year in the 30–50% range scaled down for short payment terms (a 5-pay contract
 * earns less than a 20-pay one, as the CSV's 15-pay example shows), then the year-2 and year-3 ranges and
 * 3–5% in years 4–5 ("paid up to 5 years"; the CSV's 15-pay example pays 4% later). Savings: 20–35%
 * first year, scaled the same way, then half the protection renewals. Single premium 1–5%; short-term
 * cover (one year) the short-term range. No rate exceeds the first-year expense loading less a margin
 * for the insurer's own costs (5 points, 2 for single premium).
 */
const REGULAR_MARGIN = 0.05;
const SINGLE_MARGIN = 0.02;

export function commissionSchedule(input: CommissionInput, ref: PricingReference): CommissionSchedule {
  const r = commissionRanges(ref);
  const byPaymentTerm = input.pays.map((pay) => {
    const seed = `${input.code}:${pay}`;
    if (input.kind === 'shortTerm') return { paymentTerm: pay, rates: [pick(r.shortTerm, seed)] };
    if (pay === 'single') {
      const limit = (input.firstYearLoading?.(pay) ?? 1) - SINGLE_MARGIN;
      return { paymentTerm: pay, rates: [Math.min(pick(r.single, seed), Math.floor(limit * 200) / 200)] };
    }
    const years = paymentYears(pay, 0);
    const scale = Math.min(1, Math.max(0.4, years / 20));
    const first = pick(input.kind === 'protection' ? r.protectionFirstYear : r.savingsFirstYear, seed, scale);
    const limit = (input.firstYearLoading?.(pay) ?? 1) - REGULAR_MARGIN;
    const renewalScale = input.kind === 'protection' ? 1 : 0.5;
    const later = [
      pick(r.protectionYear2, `${seed}:2`, renewalScale),
      pick(r.protectionYear3, `${seed}:3`, renewalScale),
      pick([3, 5], `${seed}:4`, renewalScale),
      pick([3, 5], `${seed}:5`, renewalScale),
    ];
    const rates = [Math.min(first, Math.floor(limit * 200) / 200), ...later].slice(0, years);
    return { paymentTerm: pay, rates };
  });
  return { byPaymentTerm, note: COMMISSION_NOTE };
}
