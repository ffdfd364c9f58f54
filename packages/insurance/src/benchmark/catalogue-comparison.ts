import type { ActuarialBasis, Catalogue, Product } from '@broker/contract';
import { illustrate } from '../catalogue/illustrate.js';
import { quote } from '../catalogue/quote.js';
import type { ReferenceTables } from '../catalogue/reference-tables.js';
import type { CiBenchmarkRow, IllustrationRow as RealRow } from '../reference/benchmarks.js';

// How close generated catalogue products come to the two real benchmarks (BENCHMARK-COMPARISON.md,
// "Generated products"): their printed rates and illustrations, not a re-pricing.

/** The generated products compared, and why each. */
export const CATALOGUE_BENCHMARKS = {
  /** 3.5% like the real product's filing era; CI4; premiums back on death; mild and moderate cover. */
  ci: ['QYRS-CI01', 'CYRS-CI01'],
  /** 3.0% with 3.0% growth, as the real product; and today's 2.0% version of the same design. */
  increasing: ['JHRS-IWL01', 'JHRS-IWL02'],
} as const;

function find(catalogue: Catalogue, code: string): Product {
  const p = catalogue.products.find((x) => x.code === code);
  if (p === undefined) throw new RangeError(`the catalogue has no ${code}`);
  return p;
}

export interface CatalogueCiRow {
  readonly code: string;
  readonly sex: 'male' | 'female';
  readonly payYears: number;
  readonly issueAge: number;
  readonly ours: number;
  readonly real: number;
}

/** Whole-life rates of a generated CI product next to the real table, for the payment terms both have. */
export function compareCatalogueCi(
  catalogue: Catalogue,
  benchmark: readonly CiBenchmarkRow[],
): CatalogueCiRow[] {
  return CATALOGUE_BENCHMARKS.ci.flatMap((code) => {
    const p = find(catalogue, code);
    return p.rates.rows
      .filter((row) => row.key.coverageTerm === 'life')
      .flatMap((row) => {
        const payYears = Number(/^(\d+)y$/.exec(row.key.paymentTerm ?? '')?.[1]);
        const sex = row.key.gender === 'M' ? 'male' : 'female';
        return benchmark.flatMap((b) => {
          const real = b.rates[payYears]?.[sex === 'male' ? 0 : 1];
          const ours = row.rates[b.issueAge - row.minAge];
          return real === undefined || ours === undefined
            ? []
            : [{ code, sex, payYears, issueAge: b.issueAge, ours, real } as const];
        });
      });
  });
}

export interface CatalogueIncreasingComparison {
  readonly code: string;
  readonly interestRate: number;
  readonly growthRate: number;
  readonly sumInsured: number;
  readonly realSumInsured: number;
  readonly years: readonly {
    readonly policyYear: number;
    readonly ourCashValue: number;
    readonly realCashValue: number;
    readonly ourDeathBenefit: number;
    readonly realDeathBenefit: number;
  }[];
}

/** The real illustration's case (male 30, 10-pay, its annual premium) quoted and illustrated on each product. */
export function compareCatalogueIncreasing(
  catalogue: Catalogue,
  real: readonly RealRow[],
  tables: ReferenceTables,
): CatalogueIncreasingComparison[] {
  const first = real[0];
  if (first === undefined) throw new RangeError('empty illustration');
  const factors = {
    age: first.attainedAge - 1,
    gender: 'M',
    paymentTerm: '10y',
    premium: first.annualPremium,
  };
  return CATALOGUE_BENCHMARKS.increasing.map((code) => {
    const p = find(catalogue, code);
    const q = quote(p, factors);
    const shown = illustrate(p, factors, tables);
    if (!q.ok || !shown.ok) throw new RangeError(`${code}: the benchmark case does not quote`);
    const basis = p.illustration as ActuarialBasis;
    return {
      code,
      interestRate: basis.interestRate,
      growthRate: basis.declaredGrowthRate ?? 0,
      sumInsured: q.value.sumInsured,
      realSumInsured: first.basicSumAssured,
      years: real.flatMap((r) => {
        const ours = shown.value.rows[r.policyYear - 1];
        return ours === undefined
          ? []
          : [
              {
                policyYear: r.policyYear,
                ourCashValue: ours.currentPrice ?? Number.NaN,
                realCashValue: r.cashValue,
                ourDeathBenefit: ours.deathBenefit ?? Number.NaN,
                realDeathBenefit: r.deathBenefit,
              },
            ];
      }),
    };
  });
}
