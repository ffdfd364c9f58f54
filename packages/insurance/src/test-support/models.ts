// Models the tests share: the SOA Standard Ultimate Life Table, the Chinese tables as decrement models.
import { criticalIllnessModel } from '../actuarial/critical-illness.js';
import { type DecrementModel, modelFromLifeTable } from '../actuarial/decrement-model.js';
import { type LifeTable, type Sex, lifeTableFromLx } from '../actuarial/life-table.js';
import { kTableFor } from '../reference/ci-tables.js';
import { selectLifeTable } from '../reference/life-tables.js';
import { ciIncidence, cl2010, kTables, soaTable } from './reference.js';

/**
 * SOA FAM-L Standard Ultimate Life Table as actuarialmath builds it (sult.py): Makeham A = 0.00022,
 * B = 2.7e-6, c = 1.124, l_{20+t} = 100000 exp(−A t − B c^20 (c^t − 1)/ln c), ages 20–130.
 */
export const sultTable: LifeTable = lifeTableFromLx(
  'SULT',
  20,
  Array.from(
    { length: 111 },
    (_, t) => 100_000 * Math.exp(-0.00022 * t - (2.7e-6 * 1.124 ** 20 * (1.124 ** t - 1)) / Math.log(1.124)),
  ),
);
export const sult = modelFromLifeTable(sultTable);
export const soa = modelFromLifeTable(soaTable);

/** CL1 (male) / CL2 (female): 非养老类业务一表, for term, whole life and health. */
export function nonPension1(sex: Sex): DecrementModel {
  return modelFromLifeTable(selectLifeTable(cl2010, sex === 'male' ? 'CL1' : 'CL2', sex));
}

/** CI2020 table with its K table and the non-pension I mortality of the same sex. */
export function ciModel(table: string, sex: Sex): DecrementModel {
  const incidence = ciIncidence[table]?.[sex];
  const k = kTables[kTableFor(table)]?.[sex];
  if (incidence === undefined || k === undefined) throw new RangeError(`no ${table} for ${sex}`);
  const mortality = selectLifeTable(cl2010, sex === 'male' ? 'CL1' : 'CL2', sex);
  return criticalIllnessModel(`${table} ${sex}`, { incidence, mortality, deathShareFromCi: k });
}

/** Decimals printed in a vector's text ("0.015773" → 6), the tolerance the vectors state. */
export function decimalsOf(text: string): number {
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}
