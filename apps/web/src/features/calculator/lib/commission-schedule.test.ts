import { describe, expect, it } from 'vitest';
import { commissionSchedule, percent } from './commission-schedule';

describe('the commission schedule the calculator shows', () => {
  it('splits first year from renewals and sums them', () => {
    const schedule = commissionSchedule({
      productCode: 'AK-CI-01',
      annualPremium: 10830,
      rows: [
        { policyYear: 1, rate: 0.45, amount: 4873.5 },
        { policyYear: 2, rate: 0.15, amount: 1624.5 },
        { policyYear: 3, rate: 0.1, amount: 1083 },
        { policyYear: 4, rate: 0.05, amount: 541.5 },
      ],
      firstYear: 4873.5,
      total: 8122.5,
      note: '示意佣金',
    });
    expect(schedule.rows.map((r) => [r.label, r.kind, r.rate])).toEqual([
      ['首年', 'first', '45%'],
      ['第2年', 'renewal', '15%'],
      ['第3年', 'renewal', '10%'],
      ['第4年', 'renewal', '5%'],
    ]);
    expect(schedule).toMatchObject({
      firstYear: 4873.5,
      renewal: 3249,
      total: 8122.5,
      span: '前4个保单年度',
    });
  });

  it('a single-premium product has a first year only', () => {
    const schedule = commissionSchedule({
      productCode: 'X',
      annualPremium: 100000,
      rows: [{ policyYear: 1, rate: 0.03, amount: 3000 }],
      firstYear: 3000,
      total: 3000,
      note: '',
    });
    expect(schedule).toMatchObject({ renewal: 0, span: '首年' });
  });

  it('writes rates without float noise', () => {
    expect(percent(0.07)).toBe('7%');
    expect(percent(0.025)).toBe('2.5%');
    expect(percent(0.1234)).toBe('12.34%');
  });
});
