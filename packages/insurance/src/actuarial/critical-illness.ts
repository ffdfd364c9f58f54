import { type AgeRates, ageRates, hasAge, lastAge, rateAt } from './age-rates.js';
import { build } from './checks.js';
import { DEATH, type DecrementModel, decrementModel } from './decrement-model.js';
import { type LifeTable, qx } from './life-table.js';
import { CI, MILD_CI } from './products.js';

/**
 * The decrement model of a healthy insured life for critical-illness cover, as the China CI experience
 * tables are meant to be used (中国人身保险业重大疾病经验发生率表（2020）; the same model as the computed
 * vectors in test-vectors.md §C2). At age y a healthy life
 *   - is diagnosed with a covered severe CI with probability i_y (the incidence table, e.g. CI4), or
 *   - dies without a prior covered CI with probability q_y (1 − k_y),
 * where q_y is the life table's mortality (e.g. CL1/CL2) and k_y the share of deaths at age y caused by a
 * covered CI (the K table: K1 goes with CI1/CI3/CI5, K2 with CI2/CI4/CI6, K3 with CI7). Deaths caused by a
 * CI are preceded by its diagnosis and are already counted in i_y, so subtracting k_y q_y avoids counting
 * them twice. The healthy life's total exit is d_y = i_y + q_y − k_y q_y and
 *   l_{y+1} = l_y (1 − d_y).
 * The table's note leaves k at the last age (105) to the user such that i + q − k·q = 1; with q_105 = 1
 * that is k = i, which is what we apply wherever K has no value at a terminal age (q = 1).
 * An optional mild-CI event (rates per healthy life, e.g. from the MI ratio table) pays without ending
 * the cover.
 */
export interface CriticalIllnessTables {
  readonly incidence: AgeRates;
  readonly mortality: LifeTable;
  readonly deathShareFromCi: AgeRates;
  readonly mildIncidence?: AgeRates;
}

export function criticalIllnessModel(id: string, tables: CriticalIllnessTables): DecrementModel {
  const { incidence, mortality, deathShareFromCi: k } = tables;
  const from = Math.max(incidence.minAge, mortality.q.minAge);
  const to = Math.min(lastAge(incidence), lastAge(mortality.q));
  if (to < from) throw new RangeError(`${id}: the incidence and mortality tables share no age`);
  const ci = build(to - from + 1, (t) => rateAt(incidence, from + t, `${id} incidence`));
  const death = build(to - from + 1, (t) => {
    const age = from + t;
    const q = qx(mortality, age);
    const i = rateAt(incidence, age);
    if (!hasAge(k, age)) {
      if (q !== 1) throw new RangeError(`${id}: no K value at age ${age}`);
      return Math.max(0, 1 - i);
    }
    const remaining = q * (1 - rateAt(k, age));
    if (i + remaining > 1 + 1e-9) throw new RangeError(`${id}: i + q(1 − k) exceeds 1 at age ${age}`);
    return remaining;
  });
  const exits = { [CI]: ageRates(from, ci, `${id} ${CI}`), [DEATH]: ageRates(from, death, `${id} ${DEATH}`) };
  const events: Record<string, AgeRates> =
    tables.mildIncidence === undefined ? {} : { [MILD_CI]: tables.mildIncidence };
  return decrementModel(id, exits, events);
}

/** A ratio table by age band (the CI 2020 MI table: mild incidence as a share of severe incidence). */
export interface AgeBandRatio {
  readonly fromAge: number;
  readonly toAge: number;
  readonly ratio: number;
}

/**
 * Mild-CI incidence = band ratio × severe incidence at each age of `severe`. The MI table stops at 60;
 * `beyondLastBand` decides what happens after it: 'hold' keeps the last band's ratio (our assumption, not
 * the table's), 'zero' drops the mild cover there.
 */
export function mildIncidenceFromRatio(
  bands: readonly AgeBandRatio[],
  severe: AgeRates,
  beyondLastBand: 'hold' | 'zero',
): AgeRates {
  const last = bands.reduce<AgeBandRatio | undefined>(
    (a, b) => (a === undefined || b.toAge > a.toAge ? b : a),
    undefined,
  );
  if (last === undefined) throw new RangeError('no age bands');
  const values = severe.values.map((rate, index) => {
    const age = severe.minAge + index;
    const band = bands.find((b) => age >= b.fromAge && age <= b.toAge);
    if (band !== undefined) return Math.min(1, rate * band.ratio);
    if (age > last.toAge) return beyondLastBand === 'hold' ? Math.min(1, rate * last.ratio) : 0;
    throw new RangeError(`no band covers age ${age}`);
  });
  return ageRates(severe.minAge, values, 'mild CI incidence');
}
