// Realism check against two real products. Loose bounds only, each with its reason; the tables are printed
// and recorded in BENCHMARK-COMPARISON.md (npm run benchmark -w packages/insurance regenerates them).
import { describe, expect, it } from 'vitest';
import { referenceFiles } from '../test-support/reference.js';
import { ciDetailTable, ciSummaryTable, increasingWholeLifeTables } from './markdown.js';
import { runBenchmarks } from './setup.js';

const { ci, ciPricingRate, increasing } = runBenchmarks(referenceFiles);
const standalone = (row: (typeof ci)[number]) => row.ours['CI4 standalone'] ?? Number.NaN;
const accelerated = (row: (typeof ci)[number]) => row.ours['CI4 accelerated'] ?? Number.NaN;

describe('CI rates vs 百年康惠保（旗舰版2.0）', () => {
  it('prices every benchmark cell (28 ages × 5 payment terms × 2 sexes) at the 2019 pricing rate', () => {
    expect(ciPricingRate).toBe(0.035);
    expect(ci).toHaveLength(280);
    console.info(`\n${ciSummaryTable(ci)}\n\n${ciDetailTable(ci, [0, 10, 20, 27])}\n`);
  });

  it('stays within a factor of 2 of the real rates (different table vintage, benefits and loadings)', () => {
    for (const row of ci) {
      const label = `${row.sex} ${row.issueAge} ${row.payYears}-pay`;
      for (const value of Object.values(row.ours)) {
        expect(value / row.real, label).toBeGreaterThan(0.5);
        expect(value / row.real, label).toBeLessThan(2);
      }
      expect(accelerated(row)).toBeGreaterThan(standalone(row));
    }
  });

  it('has the real table’s shape: rates rise with age and fall with the payment term', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const pay of [5, 10, 15, 20, 30]) {
        const byAge = ci
          .filter((r) => r.sex === sex && r.payYears === pay)
          .sort((a, b) => a.issueAge - b.issueAge)
          .map(standalone);
        byAge.slice(1).forEach((value, k) => expect(value).toBeGreaterThan(byAge[k] ?? Infinity));
      }
      for (const age of [0, 15, 27]) {
        const byPay = ci
          .filter((r) => r.sex === sex && r.issueAge === age)
          .sort((a, b) => a.payYears - b.payYears)
          .map(standalone);
        byPay.slice(1).forEach((value, k) => expect(value).toBeLessThan(byPay[k] ?? -Infinity));
      }
    }
  });
});

describe('增额终身寿 vs the 利安传家鑫享 illustration', () => {
  it('prints the comparison', () => {
    console.info(`\n${increasingWholeLifeTables(increasing)}\n`);
    expect(increasing.years.length).toBeGreaterThan(10);
  });

  it('the effective sum assured compounds at the declared 3.0% exactly as the insurer prints it (to the yuan)', () => {
    for (const year of increasing.years) {
      expect(
        Math.abs(year.ourEffectiveSumAssured - year.realEffectiveSumAssured),
        `year ${year.policyYear}`,
      ).toBeLessThan(1);
    }
  });

  it('our premium buys a basic sum assured within a factor of 2 of the real one', () => {
    const ratio = increasing.ourBasicSumAssured / increasing.realBasicSumAssured;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('the statutory minimum we compute does not exceed the insurer’s filed cash values (they must honour theirs)', () => {
    // 10% slack: our minimum is on our basis (CL1, no premium-based death benefit), not the filed one.
    for (const year of increasing.years) {
      expect(year.ourMinimumCashValue, `year ${year.policyYear}`).toBeLessThanOrEqual(
        1.1 * year.realCashValue,
      );
    }
  });

  it('once premiums are paid up, our reserve-based cap is within a factor of 2 of the real cash value', () => {
    for (const year of increasing.years.filter((y) => y.policyYear >= 10)) {
      expect(year.ourCap / year.realCashValue, `year ${year.policyYear}`).toBeGreaterThan(0.5);
      expect(year.ourCap / year.realCashValue, `year ${year.policyYear}`).toBeLessThan(2);
    }
  });
});
