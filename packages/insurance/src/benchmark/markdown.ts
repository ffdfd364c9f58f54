import type { CatalogueCiRow, CatalogueIncreasingComparison } from './catalogue-comparison.js';
import type { CiComparisonRow } from './ci-benchmark.js';
import type { IncreasingWholeLifeComparison } from './increasing-whole-life-benchmark.js';

// Markdown tables of the benchmark comparisons (BENCHMARK-COMPARISON.md is regenerated from these).

const fixed = (x: number, digits = 2) => x.toFixed(digits);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const yuan = (x: number) => Math.round(x).toLocaleString('en-US');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Mean (min–max) of ours ÷ real per sex and payment term, one column per variant. */
export function ciSummaryTable(rows: readonly CiComparisonRow[]): string {
  const labels = Object.keys(rows[0]?.ours ?? {});
  const groups = [...new Set(rows.map((r) => `${r.sex}|${r.payYears}`))];
  return table(
    ['sex', 'pay years', 'avg loading', ...labels],
    groups.map((key) => {
      const group = rows.filter((r) => `${r.sex}|${r.payYears}` === key);
      const [sex, pay] = key.split('|');
      const stats = (label: string) => {
        const ratios = group.map((r) => (r.ours[label] ?? Number.NaN) / r.real);
        const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
        return `${fixed(mean, 3)} (${fixed(Math.min(...ratios), 3)}–${fixed(Math.max(...ratios), 3)})`;
      };
      return [sex ?? '', pay ?? '', pct(group[0]?.averageLoading ?? Number.NaN), ...labels.map(stats)];
    }),
  );
}

/** Real and our rates for the given ages, for the first two variants. */
export function ciDetailTable(rows: readonly CiComparisonRow[], ages: readonly number[]): string {
  const labels = Object.keys(rows[0]?.ours ?? {}).slice(0, 2);
  return table(
    ['sex', 'age', 'pay', 'real /1000', ...labels.flatMap((label) => [`ours: ${label}`, 'ratio'])],
    rows
      .filter((r) => ages.includes(r.issueAge))
      .map((r) => [
        r.sex,
        String(r.issueAge),
        String(r.payYears),
        fixed(r.real),
        ...labels.flatMap((label) => {
          const value = r.ours[label] ?? Number.NaN;
          return [fixed(value), fixed(value / r.real, 3)];
        }),
      ]),
  );
}

export function increasingWholeLifeTables(c: IncreasingWholeLifeComparison): string {
  const header = table(
    ['annual premium', 'real basic SA', 'our basic SA for that premium', 'ratio', 'our average loading'],
    [
      [
        yuan(c.annualPremium),
        yuan(c.realBasicSumAssured),
        yuan(c.ourBasicSumAssured),
        fixed(c.ourBasicSumAssured / c.realBasicSumAssured, 3),
        pct(c.averageLoading),
      ],
    ],
  );
  const years = table(
    [
      'policy year',
      'real effective SA',
      'ours',
      'real cash value',
      'our minimum CV',
      'min/real',
      'our cap',
      'cap/real',
    ],
    c.years.map((y) => [
      String(y.policyYear),
      yuan(y.realEffectiveSumAssured),
      yuan(y.ourEffectiveSumAssured),
      yuan(y.realCashValue),
      yuan(y.ourMinimumCashValue),
      fixed(y.ourMinimumCashValue / y.realCashValue, 3),
      yuan(y.ourCap),
      fixed(y.ourCap / y.realCashValue, 3),
    ]),
  );
  return `${header}\n\n${years}`;
}

/** Mean (min–max) of a generated CI product's printed rate ÷ the real one, per product, sex and payment term. */
export function catalogueCiTable(rows: readonly CatalogueCiRow[]): string {
  const groups = [...new Set(rows.map((r) => `${r.code}|${r.sex}|${r.payYears}`))];
  return table(
    [
      'product',
      'sex',
      'pay years',
      'ratio mean (min–max), ages 0–27',
      'age 0: ours / real',
      'age 27: ours / real',
    ],
    groups.map((key) => {
      const group = rows.filter((r) => `${r.code}|${r.sex}|${r.payYears}` === key);
      const ratios = group.map((r) => r.ours / r.real);
      const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
      const at = (age: number) => {
        const r = group.find((g) => g.issueAge === age);
        return r === undefined ? '–' : `${fixed(r.ours)} / ${fixed(r.real)}`;
      };
      const [code, sex, pay] = key.split('|');
      return [
        code ?? '',
        sex ?? '',
        pay ?? '',
        `${fixed(mean, 3)} (${fixed(Math.min(...ratios), 3)}–${fixed(Math.max(...ratios), 3)})`,
        at(0),
        at(27),
      ];
    }),
  );
}

/** The real illustration's case on generated 增额 products: basic amount, cash values, death benefits. */
export function catalogueIncreasingTables(
  comparisons: readonly CatalogueIncreasingComparison[],
  years: readonly number[],
): string {
  const head = table(
    ['product', 'pricing rate', 'growth', 'basic SA for the premium', 'real basic SA', 'ratio'],
    comparisons.map((c) => [
      c.code,
      pct(c.interestRate),
      pct(c.growthRate),
      yuan(c.sumInsured),
      yuan(c.realSumInsured),
      fixed(c.sumInsured / c.realSumInsured, 3),
    ]),
  );
  const rows = years.map((year) => [
    String(year),
    yuan(comparisons[0]?.years.find((y) => y.policyYear === year)?.realCashValue ?? Number.NaN),
    ...comparisons.flatMap((c) => {
      const y = c.years.find((v) => v.policyYear === year);
      return y === undefined
        ? ['–', '–']
        : [yuan(y.ourCashValue), fixed(y.ourCashValue / y.realCashValue, 3)];
    }),
    yuan(comparisons[0]?.years.find((y) => y.policyYear === year)?.realDeathBenefit ?? Number.NaN),
    ...comparisons.map((c) =>
      yuan(c.years.find((v) => v.policyYear === year)?.ourDeathBenefit ?? Number.NaN),
    ),
  ]);
  const cash = table(
    [
      'policy year',
      'real cash value',
      ...comparisons.flatMap((c) => [`${c.code} cash value`, 'ratio']),
      'real death benefit',
      ...comparisons.map((c) => `${c.code} death benefit`),
    ],
    rows,
  );
  return `${head}\n\n${cash}`;
}
