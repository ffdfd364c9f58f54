import { describe, expect, it } from 'vitest';
import type { ComparedProduct, IllustrationRow } from '@broker/contract';
import { illustrationLines, metricsOf, yuan } from './illustration';

const row = (year: number, currentPrice: number | null): IllustrationRow => ({
  year,
  age: 29 + year,
  premium: 100,
  cumulativePremium: 100 * year,
  annuityClaimed: null,
  cumulativeDividend: null,
  currentPrice,
  priceIncrement: null,
  totalRevenue: null,
  totalRevenueIncrement: null,
  cumulativeClaimed: null,
  deathOrTotalDisabilityBenefit: null,
  totalDisabilityBenefit: null,
  deathBenefit: null,
});
const product = (code: string, columns: (keyof IllustrationRow)[] | null, rows: IllustrationRow[] = []) =>
  ({ code, illustration: columns && { columns, rows } }) as ComparedProduct;

describe('illustration lines', () => {
  const ci = product(
    'CI',
    ['year', 'age', 'premium', 'currentPrice'],
    [row(1, 10), row(2, 30), row(15, 900)],
  );
  const med = product('MED', ['year', 'age', 'premium'], [row(1, null)]);
  const none = product('X', null);

  it('offers only the metrics some product fills', () => {
    expect(metricsOf([med, ci, none])).toEqual(['premium', 'currentPrice']);
  });

  it('lists every year shown, a dash where a product has no such column or year', () => {
    const lines = illustrationLines([ci, med, none], 'currentPrice');
    expect(lines.map((l) => l.year)).toEqual([1, 2, 15]);
    expect(lines[2]).toEqual({ year: 15, age: 44, values: [900, null, null] });
    expect(yuan(null)).toBe('—');
    expect(yuan(12345.6)).toBe('12,346');
  });
});
