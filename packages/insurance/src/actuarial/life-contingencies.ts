import { assertWholeNumber, at } from './checks.js';
import { type DecrementModel, exitRate, inForceProbabilities, yearsToEnd } from './decrement-model.js';
import { discountFactor, nominalDiscount, nominalInterest } from './interest.js';

// Expected present values on the annual (curtate) model: premiums and annuity payments at the start of a
// year, exit benefits at the end of the year of exit (Bowers et al., Actuarial Mathematics, 2nd ed., ch. 4–5;
// Dickson, Hardy & Waters, AMLCR, ch. 4–5). `causes` restricts the exits that pay; default: all exits.
// n omitted means "to the end of the table" (whole life).

function span(model: DecrementModel, x: number, n: number | undefined): number {
  const years = n ?? yearsToEnd(model, x);
  assertWholeNumber(years, 'term');
  return years;
}

/** Σ_{t<n} v^{t+1} ₜp_x Σ_j q^(j)_{x+t} b(t): benefit b(t) paid at the end of year t + 1 on exit. */
export function exitBenefitEpv(
  model: DecrementModel,
  i: number,
  x: number,
  n: number | undefined,
  benefit: (t: number) => number,
  causes: readonly string[] = Object.keys(model.exits),
): number {
  const years = span(model, x, n);
  const v = discountFactor(i);
  const p = inForceProbabilities(model, x, years);
  let sum = 0;
  for (let t = 0; t < years; t++) {
    const q = causes.reduce((total, cause) => total + exitRate(model, cause, x + t), 0);
    sum += v ** (t + 1) * at(p, t) * q * benefit(t);
  }
  return sum;
}

/** Σ_{t<n} v^t ₜp_x w(t): payments of w(t) at time t to the lives still in force. */
export function survivalPaymentEpv(
  model: DecrementModel,
  i: number,
  x: number,
  n: number | undefined,
  payment: (t: number) => number = () => 1,
): number {
  const years = span(model, x, n);
  const v = discountFactor(i);
  const p = inForceProbabilities(model, x, years);
  let sum = 0;
  for (let t = 0; t < years; t++) sum += v ** t * at(p, t) * payment(t);
  return sum;
}

/** ₙE_x = vⁿ ₙp_x */
export function pureEndowment(model: DecrementModel, i: number, x: number, n: number): number {
  assertWholeNumber(n, 'n');
  return discountFactor(i) ** n * at(inForceProbabilities(model, x, n), n);
}

/** A¹_{x:n} */
export function termInsurance(
  model: DecrementModel,
  i: number,
  x: number,
  n: number,
  causes?: readonly string[],
): number {
  return exitBenefitEpv(model, i, x, n, () => 1, causes);
}

/** A_x (to the end of the table) */
export function wholeLifeInsurance(
  model: DecrementModel,
  i: number,
  x: number,
  causes?: readonly string[],
): number {
  return exitBenefitEpv(model, i, x, undefined, () => 1, causes);
}

/** A_{x:n} = A¹_{x:n} + ₙE_x */
export function endowmentInsurance(model: DecrementModel, i: number, x: number, n: number): number {
  return termInsurance(model, i, x, n) + pureEndowment(model, i, x, n);
}

/** ᵤ|A_x, or ᵤ|A¹_{x:n} when n is given: ᵤE_x · A¹_{x+u:n} */
export function deferredInsurance(
  model: DecrementModel,
  i: number,
  x: number,
  u: number,
  n?: number,
): number {
  return pureEndowment(model, i, x, u) * exitBenefitEpv(model, i, x + u, n, () => 1);
}

/** (IA)¹_{x:n}: benefit k + 1 on exit in year k + 1; omit n for (IA)_x. */
export function increasingInsurance(model: DecrementModel, i: number, x: number, n?: number): number {
  return exitBenefitEpv(model, i, x, n, (t) => t + 1);
}

/** ä_{x:n} (annuity-due, payments at times 0..n−1); omit n for ä_x. */
export function annuityDue(model: DecrementModel, i: number, x: number, n?: number): number {
  return survivalPaymentEpv(model, i, x, n);
}

/** a_{x:n} = ä_{x:n} − 1 + ₙE_x (payments at times 1..n); omit n for a_x = ä_x − 1. */
export function annuityImmediate(model: DecrementModel, i: number, x: number, n?: number): number {
  const years = span(model, x, n);
  return annuityDue(model, i, x, years) - 1 + pureEndowment(model, i, x, years);
}

/** ᵤ|ä_x, or ᵤ|ä_{x:n} when n is given: ᵤE_x · ä_{x+u:n} */
export function deferredAnnuityDue(
  model: DecrementModel,
  i: number,
  x: number,
  u: number,
  n?: number,
): number {
  return pureEndowment(model, i, x, u) * annuityDue(model, i, x + u, n);
}

// m-thly annuities from the annual ones (payments of 1/m each 1/m year, total 1 a year):
// - Woolhouse, two terms:  ä^(m)_{x:n} ≈ ä_{x:n} − (m−1)/(2m) · (1 − ₙE_x)
// - UDD (uniform distribution of deaths in each year of age, exact under that assumption):
//     ä^(m)_{x:n} = α(m) ä_{x:n} − β(m) (1 − ₙE_x),  α(m) = i d / (i^(m) d^(m)),  β(m) = (i − i^(m)) / (i^(m) d^(m))
// (AMLCR §5.11; Bowers §5.4). For whole life pass nEx = 0.

export function woolhouseAnnuityDue(annualDue: number, nEx: number, m: number): number {
  assertWholeNumber(m, 'm', 1);
  return annualDue - ((m - 1) / (2 * m)) * (1 - nEx);
}

export function uddAlpha(i: number, m: number): number {
  if (i === 0) return 1;
  const d = i / (1 + i);
  return (i * d) / (nominalInterest(i, m) * nominalDiscount(i, m));
}

export function uddBeta(i: number, m: number): number {
  if (i === 0) return (m - 1) / (2 * m);
  const im = nominalInterest(i, m);
  return (i - im) / (im * nominalDiscount(i, m));
}

export function uddAnnuityDue(annualDue: number, nEx: number, i: number, m: number): number {
  return uddAlpha(i, m) * annualDue - uddBeta(i, m) * (1 - nEx);
}
