import type { AgeRates } from '../actuarial/age-rates.js';
import { pricingRateInForce } from '../actuarial/pricing-rate.js';
import { parseCiBenchmark, parseIllustrationBenchmark } from '../reference/benchmarks.js';
import {
  type BySex,
  parseCiIncidence,
  parseKTables,
  parseMildToSevereRatios,
} from '../reference/ci-tables.js';
import { parseChinaLifeTables } from '../reference/life-tables.js';
import {
  averageLoadingCap,
  cashValueRulesFor,
  parseExampleLoadingProfiles,
  parseInterestRateCaps,
} from '../reference/regulation.js';
import { type CiBenchmarkInputs, compareCiBenchmark } from './ci-benchmark.js';
import { compareIncreasingWholeLife } from './increasing-whole-life-benchmark.js';

/** The text of the data/reference files the benchmark needs, keyed by file name. */
export type ReferenceFiles = Readonly<Record<string, string>>;

function file(files: ReferenceFiles, name: string): string {
  const text = files[name];
  if (text === undefined) throw new RangeError(`missing data/reference/${name}`);
  return text;
}

/** The assumptions of the benchmark runs, in one place so the test and the report agree. */
export const BENCHMARK_ASSUMPTIONS = {
  ci: {
    launchDate: '2019-07-01',
    variants: [
      { label: 'CI4 standalone', ciTable: 'CI4', accelerated: false, mildShare: 0 },
      { label: 'CI4 accelerated', ciTable: 'CI4', accelerated: true, mildShare: 0 },
      { label: 'CI4 standalone + 30% mild', ciTable: 'CI4', accelerated: false, mildShare: 0.3 },
      { label: 'CI2 (2007 definitions) standalone', ciTable: 'CI2', accelerated: false, mildShare: 0 },
    ],
  },
  increasingWholeLife: {
    launchDate: '2024-03-01',
    growthRate: 0.03,
    sex: 'male',
    issueAge: 30,
    payYears: 10,
    /** savings-product profile: first-year commission and set-up, then maintenance (our assumption) */
    loadings: [0.35, 0.15, 0.1, 0.05],
  },
} as const;

export function runBenchmarks(files: ReferenceFiles) {
  const lifeTables = parseChinaLifeTables(file(files, 'cl_2010_2013_qx.csv'), 'CL2010-2013');
  const caps = parseInterestRateCaps(file(files, 'interest_rate_caps.csv'));
  const loadingCaps = file(files, 'expense_loading_caps_average.csv');
  const incidence: Record<string, BySex<AgeRates>> = parseCiIncidence(file(files, 'ci_2020_incidence.csv'));
  const ciInputs: CiBenchmarkInputs = {
    lifeTables,
    incidence,
    kTables: parseKTables(file(files, 'ci_2020_k_death_ratio.csv')),
    mildToSevere: parseMildToSevereRatios(file(files, 'ci_2020_mi_mild_to_severe_ratio.csv')),
    variants: BENCHMARK_ASSUMPTIONS.ci.variants,
    benchmark: parseCiBenchmark(file(files, 'benchmark_real_ci_premium_rates_bainian_kanghuibao.csv')),
    pricingRate: pricingRateInForce(caps, BENCHMARK_ASSUMPTIONS.ci.launchDate, 'ordinary'),
    loadingsByPayYears: parseExampleLoadingProfiles(
      file(files, 'expense_loading_example_teaching_model.csv'),
    ),
    loadingCap: averageLoadingCap(loadingCaps, {
      regime: 'ordinary',
      business: 'individual',
      payment: 'regular',
      productClass: 'health',
      coverYears: 2,
    }),
  };
  const wl = BENCHMARK_ASSUMPTIONS.increasingWholeLife;
  const product = {
    regime: 'ordinary',
    business: 'individual',
    payment: 'regular',
    productClass: 'wholeLife',
  } as const;
  const increasing = compareIncreasingWholeLife({
    lifeTables,
    sex: wl.sex,
    issueAge: wl.issueAge,
    payYears: wl.payYears,
    pricingRate: pricingRateInForce(caps, wl.launchDate, 'ordinary'),
    growthRate: wl.growthRate,
    loadings: wl.loadings,
    loadingCap: averageLoadingCap(loadingCaps, { ...product, coverYears: 2 }),
    cashValueRules: cashValueRulesFor(
      file(files, 'cv_min_cash_value_parameters.csv'),
      file(files, 'cv_expense_loading_by_policy_year.csv'),
      { ...product, payYears: wl.payYears, coverYears: 106 - wl.issueAge },
    ),
    illustration: parseIllustrationBenchmark(
      file(files, 'benchmark_real_product_illustration_lian_chuanjia_xinxiang.csv'),
    ),
  });
  return { ci: compareCiBenchmark(ciInputs), ciPricingRate: ciInputs.pricingRate, increasing };
}
