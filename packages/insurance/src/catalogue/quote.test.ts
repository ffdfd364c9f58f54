import { describe, expect, it } from 'vitest';
import { premiumFromRate } from '../actuarial/rounding.js';
import { catalogue, product } from '../test-support/catalogue.js';
import { medicalFixture, termFixture } from '../test-support/fixtures.js';
import { quote } from './quote.js';

const value = (result: ReturnType<typeof quote>) => {
  if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('；'));
  return result.value;
};

describe('quote: rate × sum insured / 1000 × adjustments, rounded once to the cent', () => {
  it('reads the row of the key factors at the issue age', () => {
    // men, 10-pay to 70, age 20: 1.005 + 0.5 × 2 = 2.005 per 1,000
    const q = value(quote(termFixture, { age: 20, paymentTerm: '10y', sumInsured: 50_000 }));
    expect(q).toEqual({
      productCode: 'TEST-TL',
      factors: {
        age: 20,
        gender: 'M',
        sumInsured: 50_000,
        paymentTerm: '10y',
        coverageTerm: 'toAge70',
        paymentFrequency: 'annual',
        smoker: 'no',
      },
      sumInsured: 50_000,
      annualPremium: 100.25,
      paymentFrequency: 'annual',
      premium: 100.25,
      paymentsPerYear: 1,
    });
  });

  it('rounds half up on the printed digits (130.325 → 130.33, where binary floating point gives 130.32)', () => {
    expect(Math.round(((2.005 * 1.3 * 50_000) / 1000) * 100) / 100).toBe(130.32);
    const q = value(quote(termFixture, { age: 20, paymentTerm: '10y', sumInsured: 50_000, smoker: 'yes' }));
    expect(q.annualPremium).toBe(130.33);
  });

  it('uses the women’s row and applies the smoker multiple', () => {
    const man = value(quote(termFixture, { age: 40 }));
    const woman = value(quote(termFixture, { age: 40, gender: 'F' }));
    const smoker = value(quote(termFixture, { age: 40, smoker: 'yes' }));
    expect(man.annualPremium).toBe(premiumFromRate(12.005, 500_000));
    expect(woman.annualPremium).toBe(premiumFromRate(9.604, 500_000));
    expect(smoker.annualPremium).toBe(7803.25);
  });

  it('a premium per payment at the frequency factor, to the cent', () => {
    const monthly = value(
      quote(termFixture, { age: 20, paymentTerm: '10y', sumInsured: 50_000, paymentFrequency: 'monthly' }),
    );
    expect(monthly).toMatchObject({
      annualPremium: 100.25,
      premium: 9.02,
      paymentsPerYear: 12,
      paymentFrequency: 'monthly',
    });
    const medical = value(quote(medicalFixture, { paymentFrequency: 'monthly' }));
    expect(medical).toMatchObject({ annualPremium: 100, premium: 8.5, paymentsPerYear: 12 });
  });

  it('per-policy products: the plan’s rate and amount, the social-insurance loading', () => {
    expect(value(quote(medicalFixture, {}))).toMatchObject({ sumInsured: 2_000_000, annualPremium: 100 });
    expect(value(quote(medicalFixture, { plan: 'b', socialInsurance: 'no' }))).toMatchObject({
      sumInsured: 4_000_000,
      annualPremium: 240,
    });
    expect(value(quote(medicalFixture, { age: 40 })).annualPremium).toBe(180);
  });

  it('returns the violations instead of a premium', () => {
    expect(quote(termFixture, { age: 60 })).toEqual({
      ok: false,
      violations: [{ factor: 'age', message: '投保年龄须在18至55周岁之间' }],
    });
  });
});

describe('premium-driven products: the premium buys a basic amount, rounded down to the yuan', () => {
  const iwl = product('JHRS-IWL02');
  it('derives the sum insured from the rate and never promises more than the premium buys', () => {
    const q = value(quote(iwl, { premium: 100_000, age: 30 }));
    const row = iwl.rates.rows.find((r) => r.key.gender === 'M' && r.key.paymentTerm === '10y');
    const rate = row?.rates[30 - (row?.minAge ?? 0)] ?? NaN;
    expect(q.annualPremium).toBe(100_000);
    expect(q.sumInsured).toBe(Math.floor((100_000 * 1000) / rate));
    expect(premiumFromRate(rate, q.sumInsured)).toBeLessThanOrEqual(100_000);
    expect(premiumFromRate(rate, q.sumInsured + 1)).toBeGreaterThan(100_000 - 0.005);
  });

  it('round-trips: quoting the derived amount at the printed rate gives back the premium, less under a yuan of cover', () => {
    for (const code of ['JHRS-IWL02', 'CYRS-IWL01', 'JHRS-ANN01', 'SBRS-ANN02']) {
      const p = product(code);
      const q = value(quote(p, {}));
      const row = p.rates.rows.find((r) => p.rates.keys.every((k) => r.key[k] === String(q.factors[k])));
      const rate = row?.rates[Number(q.factors.age) - (row?.minAge ?? 0)] ?? NaN;
      const back = premiumFromRate(rate, q.sumInsured);
      expect(back, code).toBeLessThanOrEqual(q.annualPremium);
      expect(q.annualPremium - back, code).toBeLessThan(rate / 1000 + 0.01);
    }
  });
});

describe('every generated product', () => {
  it('quotes from its defaults alone', () => {
    for (const p of catalogue.products) {
      const q = quote(p, {});
      expect(q.ok, `${p.code}: ${q.ok ? '' : q.violations.map((v) => v.message).join('；')}`).toBe(true);
      expect(q.ok && q.value.annualPremium, p.code).toBeGreaterThan(0);
    }
  });
});
