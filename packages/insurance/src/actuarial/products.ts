import { assertFinite, assertWholeNumber, build } from './checks.js';
import { DEATH } from './decrement-model.js';
import type { PolicyDesign } from './policy.js';

// Builders for the product shapes the catalogue sells, per unit sum insured (基本保险金额 = 1).
// Cover runs for `coverYears` policy years from `issueAge`; premiums are paid for the first `payYears`
// (limited pay: payYears < coverYears; single premium: payYears = 1). "Cover to age 70" is
// coverYears = 70 − issueAge (ages issueAge..69); whole life is cover to the end of the table:
// coverYears = ω − issueAge + 1 (use yearsToEnd on the model).

/** Exit name of a severe critical-illness diagnosis in a CI model (see critical-illness.ts). */
export const CI = 'ci';
/** Event name of a mild critical-illness claim that leaves the policy in force. */
export const MILD_CI = 'mildCi';

export interface CoverTerms {
  readonly issueAge: number;
  readonly coverYears: number;
  readonly payYears: number;
}

function checkTerms({ issueAge, coverYears, payYears }: CoverTerms): void {
  assertWholeNumber(issueAge, 'issue age');
  assertWholeNumber(coverYears, 'cover years', 1);
  assertWholeNumber(payYears, 'payment years', 1);
  if (payYears > coverYears)
    throw new RangeError(`payment years ${payYears} exceed cover years ${coverYears}`);
}

const ones = (n: number) => new Array<number>(n).fill(1);
const zeros = (n: number) => new Array<number>(n).fill(0);
const premiumPattern = ({ coverYears, payYears }: CoverTerms) =>
  build(coverYears, (t) => (t < payYears ? 1 : 0));

function design(
  terms: CoverTerms,
  benefits: Record<string, readonly number[]>,
  survivalBenefits: readonly number[] = zeros(terms.coverYears + 1),
  premiumRefunds: Record<string, readonly number[]> = {},
): PolicyDesign {
  return {
    issueAge: terms.issueAge,
    term: terms.coverYears,
    premiumPattern: premiumPattern(terms),
    benefits,
    survivalBenefits,
    premiumRefunds,
  };
}

/** 定期寿险: pays 1 on death within the term. */
export function termLife(terms: CoverTerms): PolicyDesign {
  checkTerms(terms);
  return design(terms, { [DEATH]: ones(terms.coverYears) });
}

/** 终身寿险: term life to the end of the table (pass coverYears = ω − x + 1). */
export function wholeLife(terms: CoverTerms): PolicyDesign {
  return termLife(terms);
}

/** 两全保险: pays `deathBenefit` on death within the term, `maturityBenefit` on survival to its end. */
export function endowment(terms: CoverTerms, deathBenefit = 1, maturityBenefit = 1): PolicyDesign {
  checkTerms(terms);
  const survival = build(terms.coverYears + 1, (t) => (t === terms.coverYears ? maturityBenefit : 0));
  return design(terms, { [DEATH]: new Array<number>(terms.coverYears).fill(deathBenefit) }, survival);
}

/** Pure endowment: 1 on survival to the end of the term; optionally the premiums paid back on death. */
export function pureEndowmentCover(terms: CoverTerms, refundPremiumsOnDeath = false): PolicyDesign {
  checkTerms(terms);
  const survival = build(terms.coverYears + 1, (t) => (t === terms.coverYears ? 1 : 0));
  const refunds: Record<string, readonly number[]> = refundPremiumsOnDeath
    ? { [DEATH]: ones(terms.coverYears) }
    : {};
  return design(terms, {}, survival, refunds);
}

/**
 * 增额终身寿险: whole life whose sum insured in policy year t + 1 is (1 + g)^t, g the declared growth rate.
 * The 2026 negative list (item 46, as summarised in the XihongActuary knowledge base, the source of our
 * expense tables) forbids a growth rate above the pricing rate, so g > pricingRate throws.
 */
export function increasingWholeLife(
  terms: CoverTerms,
  growthRate: number,
  pricingRate: number,
): PolicyDesign {
  checkTerms(terms);
  assertFinite(growthRate, 'growth rate');
  if (growthRate < 0) throw new RangeError(`growth rate must not be negative, got ${growthRate}`);
  if (growthRate > pricingRate + 1e-12) {
    throw new RangeError(`growth rate ${growthRate} exceeds the pricing rate ${pricingRate}`);
  }
  return design(terms, { [DEATH]: build(terms.coverYears, (t) => (1 + growthRate) ** t) });
}

/** The sums insured of an increasing whole life policy by policy year (1-based year t: (1 + g)^(t−1)). */
export function increasingSumsInsured(basicSumInsured: number, growthRate: number, years: number): number[] {
  return build(years, (t) => basicSumInsured * (1 + growthRate) ** t);
}

/**
 * 年金保险: 1 a year paid at the start of each policy year from age `startAge` while alive (an annuity-due;
 * startAge = issueAge with a single premium is an immediate annuity paid from issue). Before startAge a
 * death returns the premiums paid when `refundPremiumsBeforeStart` is set (common in Chinese annuities).
 */
export function lifeAnnuity(
  terms: CoverTerms,
  startAge: number,
  refundPremiumsBeforeStart = false,
): PolicyDesign {
  checkTerms(terms);
  const deferral = startAge - terms.issueAge;
  assertWholeNumber(deferral, 'deferral (start age − issue age)');
  if (terms.payYears > Math.max(deferral, 1))
    throw new RangeError('premiums must stop before the annuity starts');
  const survival = build(terms.coverYears + 1, (t) => (t >= deferral && t < terms.coverYears ? 1 : 0));
  const refunds: Record<string, readonly number[]> = refundPremiumsBeforeStart
    ? { [DEATH]: build(terms.coverYears, (t) => (t < deferral ? 1 : 0)) }
    : {};
  return design(terms, {}, survival, refunds);
}

export interface CriticalIllnessBenefits {
  /** 提前给付: the sum insured is paid on severe CI or death, whichever comes first. */
  readonly accelerated: boolean;
  /** A mild CI benefit as a share of the sum insured (0 for none); needs a model with a mild event. */
  readonly mildShare?: number;
  /** Standalone cover only: return the premiums paid on a death without CI. */
  readonly refundPremiumsOnDeath?: boolean;
}

/** 重大疾病保险 on a CI model (criticalIllnessModel): severe CI pays 1 and ends the cover. */
export function criticalIllness(terms: CoverTerms, benefits: CriticalIllnessBenefits): PolicyDesign {
  checkTerms(terms);
  const n = terms.coverYears;
  const paid: Record<string, readonly number[]> = { [CI]: ones(n) };
  if (benefits.accelerated) paid[DEATH] = ones(n);
  if (benefits.mildShare !== undefined && benefits.mildShare > 0) {
    paid[MILD_CI] = new Array<number>(n).fill(benefits.mildShare);
  }
  if (benefits.accelerated && benefits.refundPremiumsOnDeath === true) {
    throw new RangeError('an accelerated CI policy pays the sum insured on death, not a premium refund');
  }
  const refunds: Record<string, readonly number[]> =
    benefits.refundPremiumsOnDeath === true ? { [DEATH]: ones(n) } : {};
  return design(terms, paid, undefined, refunds);
}

/** The same design for a sum insured of `sumInsured` (benefits scale; premium refunds stay multiples of premium). */
export function withSumInsured(unit: PolicyDesign, sumInsured: number): PolicyDesign {
  assertFinite(sumInsured, 'sum insured');
  if (!(sumInsured > 0)) throw new RangeError(`sum insured must be positive, got ${sumInsured}`);
  const scale = (values: readonly number[]) => values.map((v) => v * sumInsured);
  return {
    ...unit,
    benefits: Object.fromEntries(Object.entries(unit.benefits).map(([name, b]) => [name, scale(b)])),
    survivalBenefits: scale(unit.survivalBenefits),
  };
}
