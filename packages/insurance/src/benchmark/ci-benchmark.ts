import type { AgeRates } from '../actuarial/age-rates.js';
import {
  type AgeBandRatio,
  criticalIllnessModel,
  mildIncidenceFromRatio,
} from '../actuarial/critical-illness.js';
import { type DecrementModel, yearsToEnd } from '../actuarial/decrement-model.js';
import { assertLoadingsWithinCap } from '../actuarial/expense-loadings.js';
import type { Sex } from '../actuarial/life-table.js';
import { grossPremium } from '../actuarial/premiums.js';
import { criticalIllness } from '../actuarial/products.js';
import type { CiBenchmarkRow } from '../reference/benchmarks.js';
import { type BySex, kTableFor } from '../reference/ci-tables.js';
import { type LifeTableCollection, lifeTableForUse } from '../reference/life-tables.js';

// Realism check: a whole-life CI product priced with our functions next to the real 百年康惠保（旗舰版2.0）
// rates (benchmark_real_ci_premium_rates_bainian_kanghuibao.csv; column 1 read as male, column 2 as female).

/** One way of pricing the product: which CI table, whether death is covered, a mild-CI benefit. */
export interface CiVariant {
  readonly label: string;
  readonly ciTable: string;
  readonly accelerated: boolean;
  /** share of the sum insured paid on a mild CI (mild incidence = MI ratio × severe; held past 60) */
  readonly mildShare: number;
}

export interface CiBenchmarkInputs {
  /** CL 2010-2013: health cover uses non-pension table I (CL1/CL2) */
  readonly lifeTables: LifeTableCollection;
  readonly incidence: Readonly<Record<string, BySex<AgeRates>>>;
  readonly kTables: Readonly<Record<string, BySex<AgeRates>>>;
  readonly mildToSevere: BySex<readonly AgeBandRatio[]>;
  /** the first variant is the main comparison */
  readonly variants: readonly CiVariant[];
  readonly benchmark: readonly CiBenchmarkRow[];
  readonly pricingRate: number;
  /** pricing loadings per payment term (fractions of gross premium by policy year; last repeats) */
  readonly loadingsByPayYears: Readonly<Record<number, readonly number[]>>;
  readonly loadingCap: number;
}

export interface CiComparisonRow {
  readonly sex: Sex;
  readonly issueAge: number;
  readonly payYears: number;
  /** the insurer's printed rate per 1,000 */
  readonly real: number;
  /** ours per 1,000, by variant label */
  readonly ours: Readonly<Record<string, number>>;
  readonly averageLoading: number;
}

function variantModel(inputs: CiBenchmarkInputs, variant: CiVariant, sex: Sex): DecrementModel {
  const incidence = inputs.incidence[variant.ciTable]?.[sex];
  const k = inputs.kTables[kTableFor(variant.ciTable)]?.[sex];
  if (incidence === undefined || k === undefined) throw new RangeError(`no ${variant.ciTable} for ${sex}`);
  const mortality = lifeTableForUse(inputs.lifeTables, 'nonpension1', sex);
  const mildIncidence =
    variant.mildShare > 0 ? mildIncidenceFromRatio(inputs.mildToSevere[sex], incidence, 'hold') : undefined;
  return criticalIllnessModel(`${variant.label} ${sex}`, {
    incidence,
    mortality,
    deathShareFromCi: k,
    ...(mildIncidence === undefined ? {} : { mildIncidence }),
  });
}

export function compareCiBenchmark(inputs: CiBenchmarkInputs): CiComparisonRow[] {
  const sexes: readonly Sex[] = ['male', 'female'];
  return sexes.flatMap((sex, column) => {
    const models = inputs.variants.map((variant) => ({ variant, model: variantModel(inputs, variant, sex) }));
    return inputs.benchmark.flatMap((row) =>
      Object.entries(row.rates).map(([years, rates]): CiComparisonRow => {
        const payYears = Number(years);
        const loadings = inputs.loadingsByPayYears[payYears];
        if (loadings === undefined) throw new RangeError(`no loading profile for ${payYears}-pay`);
        let averageLoading = Number.NaN;
        const ours = Object.fromEntries(
          models.map(({ variant, model }, index) => {
            const basis = { model, interest: inputs.pricingRate };
            const terms = { issueAge: row.issueAge, coverYears: yearsToEnd(model, row.issueAge), payYears };
            const design = criticalIllness(terms, {
              accelerated: variant.accelerated,
              mildShare: variant.mildShare,
            });
            const average = assertLoadingsWithinCap(design, basis, loadings, inputs.loadingCap);
            if (index === 0) averageLoading = average;
            return [variant.label, 1000 * grossPremium(design, basis, { loadings })];
          }),
        );
        return {
          sex,
          issueAge: row.issueAge,
          payYears,
          real: rates[column] ?? Number.NaN,
          ours,
          averageLoading,
        };
      }),
    );
  });
}
