// Generated catalogue products next to the real benchmarks: loose bounds with their reasons (the tables
// are in BENCHMARK-COMPARISON.md, "Generated catalogue products").
import { describe, expect, it } from 'vitest';
import { parseCiBenchmark, parseIllustrationBenchmark } from '../reference/benchmarks.js';
import { catalogue, tables } from '../test-support/catalogue.js';
import { csv } from '../test-support/reference.js';
import { compareCatalogueCi, compareCatalogueIncreasing } from './catalogue-comparison.js';

describe('generated CI products vs 百年康惠保（旗舰版2.0）', () => {
  const rows = compareCatalogueCi(catalogue, parseCiBenchmark(csv.ciBenchmark));
  it('the 3.5% product with premiums back on death and mild/moderate cover: 5–40% dearer than the real rates', () => {
    const ratios = rows.filter((r) => r.code === 'QYRS-CI01').map((r) => r.ours / r.real);
    expect(ratios.length).toBe(28 * 4 * 2);
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(1.05);
      expect(ratio).toBeLessThan(1.4);
    }
  });
  it('today’s 2.0% product costs more than the 3.5% one at every common age and term', () => {
    for (const row of rows.filter((r) => r.code === 'CYRS-CI01')) {
      const old = rows.find(
        (r) =>
          r.code === 'QYRS-CI01' &&
          r.sex === row.sex &&
          r.payYears === row.payYears &&
          r.issueAge === row.issueAge,
      );
      if (old) expect(row.ours).toBeGreaterThan(old.ours);
      expect(row.ours / row.real).toBeLessThan(2.6);
    }
  });
});

describe('generated 增额 products vs the 利安传家鑫享 illustration', () => {
  const [threePercent, twoPercent] = compareCatalogueIncreasing(
    catalogue,
    parseIllustrationBenchmark(csv.illustration),
    tables,
  );
  it('at 3.0% the premium buys within 3% of the real basic amount, and cash values stay within 15% of the real ones', () => {
    expect(threePercent?.sumInsured).toBeGreaterThan(0.97 * (threePercent?.realSumInsured ?? NaN));
    expect(threePercent?.sumInsured).toBeLessThan(1.03 * (threePercent?.realSumInsured ?? NaN));
    for (const y of threePercent?.years ?? []) {
      expect(y.ourCashValue / y.realCashValue, `year ${y.policyYear}`).toBeGreaterThan(0.85);
      expect(y.ourCashValue / y.realCashValue, `year ${y.policyYear}`).toBeLessThan(1.15);
    }
  });
  it('at 2.0% the cash value falls behind from the end of the payments, compounding at the lower rate', () => {
    const y10 = twoPercent?.years.find((y) => y.policyYear === 10);
    const y60 = twoPercent?.years.find((y) => y.policyYear === 60);
    expect((y10?.ourCashValue ?? 0) / (y10?.realCashValue ?? NaN)).toBeGreaterThan(0.85);
    expect((y60?.ourCashValue ?? 0) / (y60?.realCashValue ?? NaN)).toBeLessThan(0.6);
  });
});
