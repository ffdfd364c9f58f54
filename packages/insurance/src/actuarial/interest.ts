import { assertInterestRate, assertWholeNumber } from './checks.js';

// Interest conversions for an annual effective rate i (Bowers et al., Actuarial Mathematics, ch. 1 notation).

/** v = 1 / (1 + i) */
export function discountFactor(i: number): number {
  assertInterestRate(i);
  return 1 / (1 + i);
}

/** d = i / (1 + i), the annual effective discount rate. */
export function discountRate(i: number): number {
  assertInterestRate(i);
  return i / (1 + i);
}

/** i^(m) = m((1 + i)^(1/m) − 1), the nominal rate convertible m times a year. */
export function nominalInterest(i: number, m: number): number {
  assertInterestRate(i);
  assertWholeNumber(m, 'm', 1);
  return m * ((1 + i) ** (1 / m) - 1);
}

/** d^(m) = m(1 − (1 + i)^(−1/m)). */
export function nominalDiscount(i: number, m: number): number {
  assertInterestRate(i);
  assertWholeNumber(m, 'm', 1);
  return m * (1 - (1 + i) ** (-1 / m));
}

/** The rate at which second moments are valued: (1 + i)² − 1, i.e. twice the force of interest. */
export function doubledForceRate(i: number): number {
  assertInterestRate(i);
  return (1 + i) ** 2 - 1;
}

/** ä_n| at rate i, the annuity-certain due. */
export function annuityCertainDue(i: number, n: number): number {
  assertWholeNumber(n, 'n');
  const v = discountFactor(i);
  let sum = 0;
  for (let t = 0; t < n; t++) sum += v ** t;
  return sum;
}
