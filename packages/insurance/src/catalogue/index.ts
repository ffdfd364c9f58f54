// The catalogue calculations the server and the answer engine call: factor validation, quotes,
// commissions, benefit illustrations and summaries. Pure: reference tables come in parsed.
export type { Result, Violation } from './result.js';
export { type PaymentFrequency, type ResolvedFactors, resolveFactors } from './factors.js';
export { PAYMENTS_PER_YEAR, effectiveRate, quote, quoteResolved, rateRow } from './quote.js';
export { COMMISSION_NOTE, commission } from './commission.js';
export { ILLUSTRATION_COLUMNS_BY_MODEL, illustrate } from './illustrate.js';
export {
  REFERENCE_TABLE_FILES,
  type ReferenceTables,
  cashValueRules,
  decrementModelFor,
  parseReferenceTables,
} from './reference-tables.js';
export {
  type PolicyCase,
  annuityStartAge,
  cashValueScaleAt,
  loadingsFor,
  policyCaseOf,
  pricingBasisOf,
  productClassOf,
  unitCashValues,
  unitDesign,
  unitGrossPremium,
} from './actuarial-design.js';
export { productTypeLabel, summarize } from './summary.js';
export { constraintApplies, constraintSatisfied } from './factor-rules.js';
export { catalogueSchema, productSchema } from './schemas.js';
export {
  LAST_AGE,
  coverageTermLabel,
  coverageYears,
  formatYuan,
  paymentTermLabel,
  paymentYears,
} from './terms.js';
