import { at } from './checks.js';
import { type DecrementModel, exitRate, totalExitRate } from './decrement-model.js';
import { discountFactor } from './interest.js';

/**
 * Commutation columns at rate i for ages minAge..maxAge (index = age − minAge), with a zero row appended
 * for maxAge + 1 so that differences like M_x − M_{x+n} work up to the end of the table:
 *   l_y  from the total exit rate, l_{minAge} = radix
 *   D_y = v^y l_y,            N_y = Σ_{z≥y} D_z
 *   C_y = v^{y+1} l_y q^(τ)_y, M_y = Σ_{z≥y} C_z,  R_y = Σ_{z≥y} M_z
 * and per cause j (multiple decrement): C^(j)_y = v^{y+1} l_y q^(j)_y, M^(j)_y = Σ_{z≥y} C^(j)_z.
 * Bowers et al., Actuarial Mathematics (2nd ed.), §§4–5 and 10.
 */
export interface CommutationColumns {
  readonly minAge: number;
  readonly maxAge: number;
  readonly interest: number;
  readonly l: readonly number[];
  readonly D: readonly number[];
  readonly N: readonly number[];
  readonly C: readonly number[];
  readonly M: readonly number[];
  readonly R: readonly number[];
  readonly byCause: Readonly<
    Record<string, { readonly C: readonly number[]; readonly M: readonly number[] }>
  >;
}

function tailSums(values: readonly number[]): number[] {
  const sums = new Array<number>(values.length + 1).fill(0);
  for (let k = values.length - 1; k >= 0; k--) sums[k] = at(values, k) + at(sums, k + 1);
  return sums;
}

export function commutationColumns(model: DecrementModel, i: number, radix = 100_000): CommutationColumns {
  const v = discountFactor(i);
  const ages = model.maxAge - model.minAge + 1;
  const l = [radix];
  for (let k = 0; k < ages; k++) l.push(at(l, k) * (1 - totalExitRate(model, model.minAge + k)));
  const D = l.map((lx, k) => v ** (model.minAge + k) * lx);
  const column = (rate: (age: number) => number) =>
    [...Array(ages).keys()].map((k) => v ** (model.minAge + k + 1) * at(l, k) * rate(model.minAge + k));
  const C = column((age) => totalExitRate(model, age));
  const M = tailSums(C);
  const byCause = Object.fromEntries(
    Object.keys(model.exits).map((cause) => {
      const Cj = column((age) => exitRate(model, cause, age));
      return [cause, { C: [...Cj, 0], M: tailSums(Cj) }];
    }),
  );
  return {
    minAge: model.minAge,
    maxAge: model.maxAge,
    interest: i,
    l,
    D,
    N: tailSums(D.slice(0, ages)),
    C: [...C, 0],
    M,
    R: tailSums(M.slice(0, ages)),
    byCause,
  };
}

/** The value of a column at an age; ages past the end of the table give 0 (nobody is left). */
export function columnAt(columns: CommutationColumns, column: readonly number[], age: number): number {
  if (age < columns.minAge) throw new RangeError(`age ${age} is below the table's ${columns.minAge}`);
  if (age > columns.maxAge + 1) return 0;
  return at(column, age - columns.minAge, `commutation at age ${age}`);
}

const col = columnAt;

/** A_x = M_x / D_x */
export function wholeLifeFromColumns(c: CommutationColumns, x: number): number {
  return col(c, c.M, x) / col(c, c.D, x);
}

/** A¹_{x:n} = (M_x − M_{x+n}) / D_x */
export function termFromColumns(c: CommutationColumns, x: number, n: number): number {
  return (col(c, c.M, x) - col(c, c.M, x + n)) / col(c, c.D, x);
}

/** ₙE_x = D_{x+n} / D_x */
export function pureEndowmentFromColumns(c: CommutationColumns, x: number, n: number): number {
  return col(c, c.D, x + n) / col(c, c.D, x);
}

/** ä_{x:n} = (N_x − N_{x+n}) / D_x; omit n for the whole-life ä_x = N_x / D_x. */
export function annuityDueFromColumns(c: CommutationColumns, x: number, n?: number): number {
  const end = n === undefined ? 0 : col(c, c.N, x + n);
  return (col(c, c.N, x) - end) / col(c, c.D, x);
}

/** (IA)_x = R_x / D_x */
export function increasingWholeLifeFromColumns(c: CommutationColumns, x: number): number {
  return col(c, c.R, x) / col(c, c.D, x);
}
