import { numberCell, parseCsv } from './csv.js';

/** One issue age of the 百年康惠保（旗舰版2.0） rate table: gross premium per 1,000 by payment years. */
export interface CiBenchmarkRow {
  readonly issueAge: number;
  /** payment years → [column 1, column 2] (probably male, female: the excerpt does not label them) */
  readonly rates: Readonly<Record<number, readonly [number, number]>>;
}

/** benchmark_real_ci_premium_rates_bainian_kanghuibao.csv */
export function parseCiBenchmark(text: string): CiBenchmarkRow[] {
  const csv = parseCsv(text);
  const terms = [
    ...new Set(
      csv.columns.flatMap((c) => {
        const [, years] = /^pay(\d+)_col[12]$/.exec(c) ?? [];
        return years === undefined ? [] : [Number(years)];
      }),
    ),
  ];
  return csv.rows.map((row) => ({
    issueAge: numberCell(row, 'issue_age'),
    rates: Object.fromEntries(
      terms.map((n) => [n, [numberCell(row, `pay${n}_col1`), numberCell(row, `pay${n}_col2`)] as const]),
    ),
  }));
}

/** One row of the 利安传家鑫享 benefit illustration (male 30, 10-pay, 100,000 a year). */
export interface IllustrationRow {
  readonly policyYear: number;
  readonly attainedAge: number;
  readonly annualPremium: number;
  readonly cumulativePremium: number;
  readonly basicSumAssured: number;
  readonly effectiveSumAssured: number;
  readonly deathBenefit: number;
  readonly cashValue: number;
}

/** benchmark_real_product_illustration_lian_chuanjia_xinxiang.csv */
export function parseIllustrationBenchmark(text: string): IllustrationRow[] {
  return parseCsv(text).rows.map((row) => ({
    policyYear: numberCell(row, 'policy_year'),
    attainedAge: numberCell(row, 'attained_age'),
    annualPremium: numberCell(row, 'annual_premium'),
    cumulativePremium: numberCell(row, 'cumulative_premium'),
    basicSumAssured: numberCell(row, 'basic_sum_assured'),
    effectiveSumAssured: numberCell(row, 'effective_sum_assured'),
    deathBenefit: numberCell(row, 'death_or_TPD_benefit'),
    cashValue: numberCell(row, 'cash_value'),
  }));
}
