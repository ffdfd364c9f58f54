import { type AgeRates, lastAge, rateAt } from './age-rates.js';
import { at } from './checks.js';
import type { LifeTable } from './life-table.js';

/**
 * The in-force status of a policy as a multiple-decrement table. `exits` are dependent annual
 * probabilities q^(j)_y of leaving the status by cause j at age y (Bowers et al. ch. 10); they end the
 * cover. `events` are annual rates of things that pay a benefit but leave the policy in force (a mild CI
 * claim), valued as expected amounts on the lives in force at the start of the year.
 * A life table is the special case with one exit, `death`.
 */
export interface DecrementModel {
  readonly id: string;
  readonly minAge: number;
  readonly maxAge: number;
  readonly exits: Readonly<Record<string, AgeRates>>;
  readonly events: Readonly<Record<string, AgeRates>>;
}

export const DEATH = 'death';

export function decrementModel(
  id: string,
  exits: Readonly<Record<string, AgeRates>>,
  events: Readonly<Record<string, AgeRates>> = {},
): DecrementModel {
  if (Object.keys(exits).length === 0) throw new RangeError(`${id}: no exits`);
  const all = [...Object.values(exits), ...Object.values(events)];
  const minAge = Math.max(...all.map((r) => r.minAge));
  const maxAge = Math.min(...all.map((r) => lastAge(r)));
  if (maxAge < minAge) throw new RangeError(`${id}: the rates share no common age`);
  for (let age = minAge; age <= maxAge; age++) {
    const total = Object.values(exits).reduce((sum, r) => sum + rateAt(r, age), 0);
    // Rounded inputs (six decimals) may add to a hair above 1 at the terminal age.
    if (total > 1 + 1e-9) throw new RangeError(`${id}: exits add to ${total} at age ${age}`);
  }
  return { id, minAge, maxAge, exits, events };
}

export function modelFromLifeTable(table: LifeTable): DecrementModel {
  return decrementModel(table.id, { [DEATH]: table.q });
}

export function exitRate(model: DecrementModel, cause: string, age: number): number {
  const rates = model.exits[cause];
  if (rates === undefined) throw new RangeError(`${model.id}: no exit named ${cause}`);
  return rateAt(rates, age, `${model.id} ${cause}`);
}

export function eventRate(model: DecrementModel, event: string, age: number): number {
  const rates = model.events[event];
  if (rates === undefined) throw new RangeError(`${model.id}: no event named ${event}`);
  return rateAt(rates, age, `${model.id} ${event}`);
}

/** q^(τ)_y, the probability of leaving by any cause, capped at 1 against rounding. */
export function totalExitRate(model: DecrementModel, age: number): number {
  const total = Object.keys(model.exits).reduce((sum, cause) => sum + exitRate(model, cause, age), 0);
  return Math.min(1, total);
}

/** ₜp^(τ)_x for t = 0..n: the probability of still being in force after t years. */
export function inForceProbabilities(model: DecrementModel, x: number, n: number): number[] {
  if (x < model.minAge || x + n - 1 > model.maxAge) {
    throw new RangeError(`${model.id}: ages ${x}–${x + n - 1} are outside ${model.minAge}–${model.maxAge}`);
  }
  const p = [1];
  for (let t = 0; t < n; t++) p.push(at(p, t) * (1 - totalExitRate(model, x + t)));
  return p;
}

/** Years from age x to the end of the model (whole-life cover): ω − x + 1. */
export function yearsToEnd(model: DecrementModel, x: number): number {
  return model.maxAge - x + 1;
}
