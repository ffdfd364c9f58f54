import { describe, expect, it } from 'vitest';
import type { IllustrationRow } from '@broker/contract';
import { benefitColumn, shortIllustration } from './illustration-rows';

const row = (year: number, age: number, extra: Partial<IllustrationRow> = {}): IllustrationRow => ({
  year,
  age,
  premium: 1000,
  cumulativePremium: 1000 * year,
  annuityClaimed: null,
  cumulativeDividend: null,
  currentPrice: 500 * year,
  priceIncrement: null,
  totalRevenue: null,
  totalRevenueIncrement: null,
  cumulativeClaimed: null,
  deathOrTotalDisabilityBenefit: null,
  totalDisabilityBenefit: null,
  deathBenefit: 2000 * year,
  ...extra,
});

describe('the short illustration', () => {
  it('keeps the milestone years and ages and the last row', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i + 1, 30 + i));
    const years = shortIllustration({ columns: ['deathBenefit'], rows }).map((r) => r.year);
    expect(years).toEqual([1, 2, 3, 5, 10, 15, 20, 30, 31, 40]);
  });

  it("shows an annuity's payments, else the death benefit", () => {
    expect(benefitColumn(['currentPrice', 'deathBenefit'])).toBe('deathBenefit');
    expect(benefitColumn(['deathOrTotalDisabilityBenefit'])).toBe('deathOrTotalDisabilityBenefit');
    expect(benefitColumn(['deathBenefit', 'annuityClaimed'])).toBe('annuityClaimed');
    expect(benefitColumn(['currentPrice'])).toBeNull();
  });
});
