import type { CalculationResponse, IllustrationRow } from '@broker/contract';

type Illustration = NonNullable<CalculationResponse['illustration']>;
export type IllustrationColumn = 'cumulativePremium' | 'currentPrice' | 'benefit';

const SHORT_YEARS = new Set([1, 2, 3, 5, 10, 15, 20, 30]);
const MILESTONE_AGES = new Set([60, 70, 80]);

/** The benefit column a product is bought for: an annuity's yearly payment, else the death benefit. */
export function benefitColumn(
  columns: Illustration['columns'],
): 'annuityClaimed' | 'deathOrTotalDisabilityBenefit' | 'deathBenefit' | null {
  if (columns.includes('annuityClaimed')) return 'annuityClaimed';
  if (columns.includes('deathOrTotalDisabilityBenefit')) return 'deathOrTotalDisabilityBenefit';
  if (columns.includes('deathBenefit')) return 'deathBenefit';
  return null;
}

/**
 * A short illustration a phone shows without scrolling sideways: policy years 1, 2, 3, 5, 10, 15, 20,
 * 30, the years the insured turns 60, 70 and 80, and the last year given — each with premiums paid so far,
 * the cash value and the benefit.
 */
export function shortIllustration(illustration: Illustration): IllustrationRow[] {
  const rows = illustration.rows;
  const last = rows[rows.length - 1]?.year;
  return rows.filter((r) => SHORT_YEARS.has(r.year) || MILESTONE_AGES.has(r.age) || r.year === last);
}
