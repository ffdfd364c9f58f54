import { type AgeRates, ageRates, lastAge, rateAt } from './age-rates.js';
import { assertFinite, assertWholeNumber, at, build } from './checks.js';

export type Sex = 'male' | 'female';

/**
 * A single-decrement life table given by its mortality rates q_x for consecutive integer ages.
 * When the table is closed (q_ω = 1 at its last age ω) every life dies by ω + 1; an open table (the SOA
 * fixture's adjusted q's in a textbook question) can still value benefits that stop before its end.
 */
export interface LifeTable {
  readonly id: string;
  readonly sex?: Sex;
  readonly q: AgeRates;
}

export function lifeTableFromQ(id: string, minAge: number, q: readonly number[], sex?: Sex): LifeTable {
  return sex === undefined ? { id, q: ageRates(minAge, q, id) } : { id, sex, q: ageRates(minAge, q, id) };
}

/**
 * From l_x (survivors at each age): q_x = 1 − l_{x+1}/l_x. The last age gets q = 1 (the table ends there);
 * an l_x of 0 gives q = 1 as well.
 */
export function lifeTableFromLx(id: string, minAge: number, lx: readonly number[]): LifeTable {
  lx.forEach((value, index) => {
    assertFinite(value, `${id} l at age ${minAge + index}`);
    if (value < 0) throw new RangeError(`${id}: l at age ${minAge + index} is negative`);
    if (index > 0 && value > at(lx, index - 1)) {
      throw new RangeError(`${id}: l rises at age ${minAge + index}`);
    }
  });
  const q = build(lx.length, (index) => {
    const now = at(lx, index);
    const next = lx[index + 1];
    return next === undefined || now === 0 ? 1 : 1 - next / now;
  });
  return lifeTableFromQ(id, minAge, q);
}

export function minAge(table: LifeTable): number {
  return table.q.minAge;
}

/** The last age with a rate (ω for a closed table). */
export function maxAge(table: LifeTable): number {
  return lastAge(table.q);
}

export function qx(table: LifeTable, age: number): number {
  return rateAt(table.q, age, table.id);
}

/** l_x for every age of the table plus one (l_{ω+1}), from radix l at the first age. */
export function survivorsColumn(table: LifeTable, radix = 100_000): number[] {
  const l = [radix];
  table.q.values.forEach((q, index) => l.push(at(l, index) * (1 - q)));
  return l;
}

/** d_x = l_x q_x for every age of the table. */
export function deathsColumn(table: LifeTable, radix = 100_000): number[] {
  const l = survivorsColumn(table, radix);
  return table.q.values.map((q, index) => at(l, index) * q);
}

/** ₜp_x, the probability that (x) survives t years. */
export function survivalProbability(table: LifeTable, x: number, t: number): number {
  assertWholeNumber(t, 't');
  let p = 1;
  for (let k = 0; k < t; k++) p *= 1 - qx(table, x + k);
  return p;
}

/** e_x = Σ_{t≥1} ₜp_x, the curtate expectation of life (to the end of the table). */
export function curtateExpectation(table: LifeTable, x: number): number {
  let p = 1;
  let sum = 0;
  for (let age = x; age <= maxAge(table); age++) {
    p *= 1 - qx(table, age);
    sum += p;
  }
  return sum;
}
