// @broker/insurance — the insurance domain core. Pure functions, no I/O: reference tables come in as
// CSV text (read by the caller from data/reference/) and everything else is computed. The index names
// what its users (server, assistant, scripts, benches) import; add a name when a user needs it.
export { assertLoadingsWithinCap } from './actuarial/expense-loadings.js';
export { pricingRateInForce } from './actuarial/pricing-rate.js';
export type { PricingRateCap } from './actuarial/pricing-rate.js';
export { ratePer1000, roundHalfUp } from './actuarial/rounding.js';
export { parseCiBenchmark, parseIllustrationBenchmark } from './reference/benchmarks.js';
export { parseCsv } from './reference/csv.js';
export { mortalityFamilyForLaunchDate } from './reference/life-tables.js';
export {
  averageLoadingCap,
  parseExampleLoadingProfiles,
  parseInterestRateCaps,
} from './reference/regulation.js';
export type { ProductClass } from './reference/regulation.js';
export {
  COMMISSION_NOTE,
  catalogueSchema,
  commission,
  constraintApplies,
  constraintSatisfied,
  coverageTermLabel,
  coverageYears,
  formatYuan,
  illustrate,
  parseReferenceTables,
  paymentTermLabel,
  paymentYears,
  pricingBasisOf,
  productClassOf,
  productSchema,
  productTypeLabel,
  quote,
  summarize,
  unitCashValues,
  unitDesign,
  unitGrossPremium,
} from './catalogue/index.js';
export type { PolicyCase, ReferenceTables, Result, Violation } from './catalogue/index.js';
// Pre-underwriting (issue 15): conditions read from a report, judged against the rule table (data).
export * from './underwriting/index.js';
