import { assertProbability, assertWholeNumber } from './checks.js';

/** Annual rates (probabilities) by integer age, starting at `minAge`. */
export interface AgeRates {
  readonly minAge: number;
  readonly values: readonly number[];
}

export function ageRates(minAge: number, values: readonly number[], what = 'rate'): AgeRates {
  assertWholeNumber(minAge, `${what} minimum age`);
  if (values.length === 0) throw new RangeError(`${what}: no ages`);
  values.forEach((value, index) => assertProbability(value, `${what} at age ${minAge + index}`));
  return { minAge, values: [...values] };
}

export function lastAge(rates: AgeRates): number {
  return rates.minAge + rates.values.length - 1;
}

export function hasAge(rates: AgeRates, age: number): boolean {
  return Number.isInteger(age) && age >= rates.minAge && age <= lastAge(rates);
}

export function rateAt(rates: AgeRates, age: number, what = 'rate'): number {
  const value = rates.values[age - rates.minAge];
  if (!Number.isInteger(age) || value === undefined) {
    throw new RangeError(`${what}: age ${age} is outside ${rates.minAge}–${lastAge(rates)}`);
  }
  return value;
}
