import { assertFinite, assertInterestRate, assertWholeNumber, at, build } from './checks.js';
import {
  type DecrementModel,
  eventRate,
  exitRate,
  inForceProbabilities,
  totalExitRate,
} from './decrement-model.js';
import { discountFactor } from './interest.js';

/**
 * A policy as annual cash flows per unit of sum insured, on the curtate model: t = 0..term−1 are the
 * policy years (age issueAge + t). At time t a life in force pays premiumPattern[t] × the level premium and
 * receives survivalBenefits[t]; survivalBenefits[term] is the maturity benefit. A life leaving by exit j
 * during year t + 1 receives benefits[j][t] at its end, plus premiumRefunds[j][t] × the premiums paid so far
 * (including year t + 1's, without interest). Benefits named after an event of the model (a mild CI claim) are paid at the end of
 * year t + 1 at the event's rate among the lives in force at time t, and the policy stays in force.
 */
export interface PolicyDesign {
  readonly issueAge: number;
  readonly term: number;
  readonly premiumPattern: readonly number[];
  readonly benefits: Readonly<Record<string, readonly number[]>>;
  readonly survivalBenefits: readonly number[];
  readonly premiumRefunds: Readonly<Record<string, readonly number[]>>;
}

/** The valuation basis: the in-force decrement model and an annual effective interest rate. */
export interface Basis {
  readonly model: DecrementModel;
  readonly interest: number;
}

/** Everything the valuations need, laid out by policy year. */
export interface Projection {
  readonly term: number;
  readonly v: number;
  /** ₜp: in force at time t, t = 0..term */
  readonly inForce: readonly number[];
  /** p^(τ) for year t + 1: still in force at t + 1 given in force at t */
  readonly stays: readonly number[];
  /** Σ_j q^(j) b_j + Σ_events rate · b: expected fixed benefit paid at t + 1 per life in force at t */
  readonly expectedBenefit: readonly number[];
  /** Σ_j q^(j) refund_j · (premium weights paid up to and including t): refund per unit premium */
  readonly expectedRefundPerPremium: readonly number[];
  readonly pattern: readonly number[];
  readonly survival: readonly number[];
}

export function validateDesign(design: PolicyDesign, model: DecrementModel): void {
  const { issueAge, term } = design;
  assertWholeNumber(issueAge, 'issue age');
  assertWholeNumber(term, 'term', 1);
  if (issueAge < model.minAge || issueAge + term - 1 > model.maxAge) {
    throw new RangeError(
      `cover from age ${issueAge} for ${term} years is outside ${model.id} (${model.minAge}–${model.maxAge})`,
    );
  }
  const lengths: [string, readonly number[], number][] = [
    ['premium pattern', design.premiumPattern, term],
    ['survival benefits', design.survivalBenefits, term + 1],
    ...Object.entries(design.benefits).map(([name, b]): [string, readonly number[], number] => [
      name,
      b,
      term,
    ]),
    ...Object.entries(design.premiumRefunds).map(([name, r]): [string, readonly number[], number] => [
      `premium refund ${name}`,
      r,
      term,
    ]),
  ];
  for (const [name, values, length] of lengths) {
    if (values.length !== length)
      throw new RangeError(`${name}: ${values.length} values for ${length} years`);
    values.forEach((value, t) => assertFinite(value, `${name} in year ${t + 1}`));
  }
  for (const name of Object.keys(design.benefits)) {
    if (!(name in model.exits) && !(name in model.events)) {
      throw new RangeError(`benefit ${name}: ${model.id} has no exit or event of that name`);
    }
  }
  for (const name of Object.keys(design.premiumRefunds)) {
    if (!(name in model.exits)) throw new RangeError(`premium refund ${name}: ${model.id} has no such exit`);
  }
}

export function project(design: PolicyDesign, basis: Basis): Projection {
  const { model, interest } = basis;
  assertInterestRate(interest);
  validateDesign(design, model);
  const { issueAge: x, term } = design;
  const paidToDate: number[] = [];
  design.premiumPattern.forEach((w, t) => paidToDate.push((t === 0 ? 0 : at(paidToDate, t - 1)) + w));
  const expectedBenefit = build(term, (t) =>
    Object.entries(design.benefits).reduce((sum, [name, amounts]) => {
      const rate = name in model.exits ? exitRate(model, name, x + t) : eventRate(model, name, x + t);
      return sum + rate * at(amounts, t);
    }, 0),
  );
  const expectedRefundPerPremium = build(term, (t) =>
    Object.entries(design.premiumRefunds).reduce(
      (sum, [name, multiples]) => sum + exitRate(model, name, x + t) * at(multiples, t) * at(paidToDate, t),
      0,
    ),
  );
  return {
    term,
    v: discountFactor(interest),
    inForce: inForceProbabilities(model, x, term),
    stays: build(term, (t) => 1 - totalExitRate(model, x + t)),
    expectedBenefit,
    expectedRefundPerPremium,
    pattern: design.premiumPattern,
    survival: design.survivalBenefits,
  };
}

/** A per-year profile stretched to `years`: the last value repeats (a loading profile "year 6+"). */
export function stretch(profile: readonly number[], years: number, what = 'profile'): number[] {
  if (profile.length === 0) return new Array<number>(years).fill(0);
  return build(years, (t) => at(profile, Math.min(t, profile.length - 1), what));
}

/** EPV at issue of the fixed benefits (exits, events, survival and maturity). */
export function benefitEpv(pr: Projection): number {
  let sum = 0;
  for (let t = 0; t < pr.term; t++) {
    const discount = pr.v ** t * at(pr.inForce, t);
    sum += discount * (at(pr.survival, t) + pr.v * at(pr.expectedBenefit, t));
  }
  return sum + pr.v ** pr.term * at(pr.inForce, pr.term) * at(pr.survival, pr.term);
}

/** Σ v^t ₜp π_t (1 − e_t): the premium annuity, net of the loadings e (fractions of the gross premium). */
export function premiumAnnuity(pr: Projection, loadings: readonly number[] = []): number {
  const e = stretch(loadings, pr.term, 'loading');
  let sum = 0;
  for (let t = 0; t < pr.term; t++) sum += pr.v ** t * at(pr.inForce, t) * at(pr.pattern, t) * (1 - at(e, t));
  return sum;
}

/** EPV of the premium refunds per unit of the refunded premium. */
export function refundEpvPerPremium(pr: Projection): number {
  let sum = 0;
  for (let t = 0; t < pr.term; t++) {
    sum += pr.v ** (t + 1) * at(pr.inForce, t) * at(pr.expectedRefundPerPremium, t);
  }
  return sum;
}

/** EPV of per-policy expenses f_t paid at time t by the lives in force (t < term). */
export function perPolicyExpenseEpv(pr: Projection, perPolicy: readonly number[] = []): number {
  const f = stretch(perPolicy, pr.term, 'per-policy expense');
  let sum = 0;
  for (let t = 0; t < pr.term; t++) sum += pr.v ** t * at(pr.inForce, t) * at(f, t);
  return sum;
}
