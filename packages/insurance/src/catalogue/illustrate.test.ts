import type { IllustrationResponse, IllustrationRow, Product } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { catalogue, product, tables } from '../test-support/catalogue.js';
import { medicalFixture } from '../test-support/fixtures.js';
import { illustrate } from './illustrate.js';

function run(p: Product, factors: Parameters<typeof illustrate>[1] = {}): IllustrationResponse {
  const result = illustrate(p, factors, tables);
  if (!result.ok) throw new Error(`${p.code}: ${result.violations.map((v) => v.message).join('；')}`);
  return result.value;
}

const BASE = ['year', 'age', 'premium', 'cumulativePremium'];
const COLUMNS: Record<Product['type'], string[]> = {
  critical_illness: [...BASE, 'currentPrice', 'priceIncrement', 'deathBenefit'],
  term_life: [...BASE, 'currentPrice', 'priceIncrement', 'deathOrTotalDisabilityBenefit'],
  whole_life: [...BASE, 'currentPrice', 'priceIncrement', 'deathBenefit'],
  increasing_whole_life: [
    ...BASE,
    'currentPrice',
    'priceIncrement',
    'totalRevenue',
    'totalRevenueIncrement',
    'deathBenefit',
  ],
  annuity: [
    ...BASE.slice(0, 4),
    'annuityClaimed',
    'currentPrice',
    'priceIncrement',
    'totalRevenue',
    'totalRevenueIncrement',
    'cumulativeClaimed',
    'deathBenefit',
  ],
  medical: BASE,
  accident: BASE,
};

describe('illustration columns', () => {
  it('fills exactly the columns of the product type, in the spec’s order, and nulls the rest', () => {
    for (const p of catalogue.products) {
      const { columns, rows } = run(p);
      expect(columns, p.code).toEqual(COLUMNS[p.type]);
      for (const row of rows) {
        for (const [key, v] of Object.entries(row)) {
          expect(v === null, `${p.code} ${key} in year ${row.year}`).toBe(
            !columns.includes(key as keyof IllustrationRow),
          );
        }
      }
    }
  });
});

describe('rows by policy year', () => {
  it('whole life runs to age 105, fixed terms to the end of cover', () => {
    const ci = run(product('QYRS-CI02'), { age: 30, coverageTerm: 'life' });
    expect(ci.rows.at(-1)).toMatchObject({ year: 75, age: 105 });
    const to70 = run(product('QYRS-CI02'), { age: 30, coverageTerm: 'toAge70' });
    expect(to70.rows.at(-1)).toMatchObject({ year: 40, age: 70 });
    const twenty = run(product('SBRS-TL02'), { age: 30, coverageTerm: '20y', paymentTerm: '10y' });
    expect(twenty.rows).toHaveLength(20);
  });

  it('premiums are paid in the payment years only; the cumulative premium is their running sum', () => {
    const { rows, quote } = run(product('HNRS-CI01'), {
      age: 35,
      paymentTerm: '20y',
      paymentFrequency: 'monthly',
    });
    const yearly = Math.round(quote.premium * 12 * 100) / 100;
    rows.forEach((row, k) => {
      expect(row.premium).toBe(k < 20 ? yearly : 0);
      expect(row.cumulativePremium).toBeCloseTo(yearly * Math.min(k + 1, 20), 6);
    });
  });

  it('cash value increments are the differences of the cash values', () => {
    const { rows } = run(product('SBRS-WL01'));
    rows.forEach((row, k) => {
      expect(row.priceIncrement).toBeCloseTo(
        (row.currentPrice ?? 0) - (k === 0 ? 0 : (rows[k - 1]?.currentPrice ?? 0)),
        6,
      );
    });
  });

  it('CI death benefit: premiums paid, the sum insured, or nothing, as the product says', () => {
    const refund = run(product('QYRS-CI02'));
    refund.rows.slice(0, 20).forEach((row) => expect(row.deathBenefit).toBe(row.cumulativePremium));
    const accelerated = run(product('SBRS-CI01'));
    accelerated.rows.forEach((row) => expect(row.deathBenefit).toBe(500_000));
    const none = run(product('CYRS-CI01'));
    none.rows.forEach((row) => expect(row.deathBenefit).toBe(0));
  });
});

describe('savings products', () => {
  it('增额: the death benefit is the effective sum insured, growing at the declared rate, or the premium floor', () => {
    const p = product('JHRS-IWL02');
    const g = p.benefits.declaredGrowthRate ?? NaN;
    for (const factors of [
      { age: 30, paymentTerm: 'single', premium: 100_000 },
      { age: 30, paymentTerm: '10y', premium: 100_000 },
      { age: 5, paymentTerm: '5y', premium: 20_000 },
    ]) {
      const { rows, quote } = run(p, factors);
      rows.forEach((row) => {
        const effective = quote.sumInsured * (1 + g) ** (row.year - 1);
        const attained = row.age - 1;
        const ratio = attained < 18 ? 0 : attained <= 40 ? 1.6 : attained <= 60 ? 1.4 : 1.2;
        expect(row.deathBenefit).toBeCloseTo(Math.max(effective, ratio * row.cumulativePremium), 2);
      });
      // late in life the effective sum insured, compounding, is what pays
      const last = rows.at(-1);
      expect(last?.deathBenefit).toBeCloseTo(quote.sumInsured * (1 + g) ** ((last?.year ?? 0) - 1), 2);
    }
  });

  it('增额: total revenue is the cash value, which passes the premiums paid in time', () => {
    const { rows } = run(product('JHRS-IWL02'), { age: 30, paymentTerm: '10y', premium: 10_000 });
    rows.forEach((row) => expect(row.totalRevenue).toBe(row.currentPrice));
    const breakEven = rows.find((row) => (row.currentPrice ?? 0) >= row.cumulativePremium);
    expect(breakEven?.year).toBeGreaterThanOrEqual(8);
    expect(breakEven?.year).toBeLessThanOrEqual(12);
  });

  it('annuity: payments start at the start age and stay level; before that a death returns the premiums', () => {
    for (const [code, factors, start] of [
      ['JHRS-ANN01', { age: 40, plan: '55', paymentTerm: '10y' }, 55],
      ['JHRS-ANN01', { age: 40, plan: '65', paymentTerm: '10y' }, 65],
      ['HNRS-ANN02', { age: 35, paymentTerm: '20y' }, 65],
    ] as const) {
      const p = product(code);
      const { rows, quote } = run(p, factors);
      const first = rows.find((row) => (row.annuityClaimed ?? 0) > 0);
      expect(first?.age, code).toBe(start);
      const yearly = Math.round(quote.sumInsured * (p.benefits.annuityRate ?? NaN) * 100) / 100;
      rows.filter((row) => row.age >= start).forEach((row) => expect(row.annuityClaimed).toBe(yearly));
      rows
        .filter((row) => row.age < start)
        .forEach((row) => expect(row.deathBenefit).toBe(row.cumulativePremium));
      rows.forEach((row) =>
        expect(row.totalRevenue).toBeCloseTo((row.currentPrice ?? 0) + (row.cumulativeClaimed ?? 0), 6),
      );
    }
  });
});

describe('yearly-renewable cover', () => {
  it('one row per guaranteed renewal year, each at the rate of the renewal age', () => {
    const { rows, columns } = run(medicalFixture, { age: 30 });
    expect(columns).toEqual(BASE);
    expect(rows.map((r) => [r.year, r.age, r.premium])).toEqual([
      [1, 30, 100],
      [2, 31, 100],
      [3, 32, 100],
      [4, 33, 110],
      [5, 34, 120],
      [6, 35, 130],
    ]);
    expect(rows.at(-1)?.cumulativePremium).toBe(660);
  });

  it('a product without a renewal guarantee shows its first year; monthly payers see what they pay', () => {
    const { rows, quote } = run(product('ALJK-MED01'), { paymentFrequency: 'monthly' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.premium).toBe(Math.round(quote.premium * 12 * 100) / 100);
  });

  it('the guaranteed years stop where the table stops pricing renewals', () => {
    expect(run(product('ALJK-MED02'), { age: 30 }).rows).toHaveLength(20);
    const tenYears = { ...medicalFixture, benefits: { guaranteedRenewalYears: 10 } };
    expect(run(tenYears, { age: 60 }).rows.map((r) => r.age)).toEqual([60, 61, 62, 63, 64, 65]);
  });
});

it('returns the violations of the factors', () => {
  expect(illustrate(product('QYRS-CI02'), { age: 80 }, tables)).toEqual({
    ok: false,
    violations: [{ factor: 'age', message: '投保年龄须在0至55周岁之间' }],
  });
});

it('a product whose rates contradict its pricing basis gets a message, not an exception', () => {
  const p = product('QYRS-CI02');
  const cheap = {
    ...p,
    rates: { ...p.rates, rows: p.rates.rows.map((row) => ({ ...row, rates: row.rates.map((r) => r / 20) })) },
  };
  const result = illustrate(cheap, {}, tables);
  expect(result.ok).toBe(false);
  expect(!result.ok && result.violations[0]?.factor).toBeNull();
  expect(!result.ok && result.violations[0]?.message).toMatch(/^该产品的利益演示参数与费率不一致/);
});
