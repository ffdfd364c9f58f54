import { describe, expect, it } from 'vitest';
import { catalogue, product } from '../test-support/catalogue.js';
import { medicalFixture, termFixture } from '../test-support/fixtures.js';
import { COMMISSION_NOTE, commission } from './commission.js';
import { quote } from './quote.js';

describe('commission', () => {
  it('pays the schedule of the chosen payment term on the quoted premium', () => {
    const result = commission(termFixture, { age: 20, paymentTerm: '10y', sumInsured: 50_000 });
    expect(result).toEqual({
      ok: true,
      value: {
        productCode: 'TEST-TL',
        annualPremium: 100.25,
        rows: [
          { policyYear: 1, rate: 0.2, amount: 20.05 },
          { policyYear: 2, rate: 0.1, amount: 10.03 },
          { policyYear: 3, rate: 0.05, amount: 5.01 },
          { policyYear: 4, rate: 0.03, amount: 3.01 },
          { policyYear: 5, rate: 0.03, amount: 3.01 },
        ],
        firstYear: 20.05,
        total: 41.11,
        note: 'test',
      },
    });
  });

  it('takes a given annual premium and refuses a non-positive one', () => {
    const result = commission(termFixture, { paymentTerm: '30y', age: 30 }, 10_000);
    expect(result.ok && result.value.firstYear).toBe(4500);
    expect(result.ok && result.value.total).toBe(7100);
    expect(commission(termFixture, {}, 0)).toEqual({
      ok: false,
      violations: [{ factor: null, message: '年交保费须为正数' }],
    });
  });

  it('stops when the premiums stop: one year for single premium and one-year cover', () => {
    const single = product('CYRS-IWL01');
    const result = commission(single, { paymentTerm: 'single', premium: 100_000 });
    expect(result.ok && result.value.rows).toHaveLength(1);
    const medical = commission(medicalFixture, {});
    expect(medical.ok && medical.value.rows).toEqual([{ policyYear: 1, rate: 0.08, amount: 8 }]);
    const threePay = commission(single, { paymentTerm: '3y', premium: 10_000 });
    expect(threePay.ok && threePay.value.rows.map((r) => r.policyYear)).toEqual([1, 2, 3]);
  });

  it('passes on the violations of the factors', () => {
    const result = commission(termFixture, { paymentTerm: '25y' });
    expect(result.ok).toBe(false);
  });

  it('every generated product: indicative note, first year = row 1, total = the rows, no year past the premiums', () => {
    for (const p of catalogue.products) {
      const result = commission(p, {});
      if (!result.ok) throw new Error(`${p.code}: ${result.violations.map((v) => v.message).join('；')}`);
      const c = result.value;
      const q = quote(p, {});
      expect(c.note, p.code).toBe(COMMISSION_NOTE);
      expect(c.annualPremium, p.code).toBe(q.ok ? q.value.annualPremium : NaN);
      expect(c.firstYear, p.code).toBe(c.rows[0]?.amount);
      expect(c.total, p.code).toBeCloseTo(
        c.rows.reduce((sum, r) => sum + r.amount, 0),
        6,
      );
      expect(c.rows.length, p.code).toBeGreaterThan(0);
      for (const row of c.rows) expect(row.rate, p.code).toBeLessThanOrEqual(0.5);
    }
  });
});
