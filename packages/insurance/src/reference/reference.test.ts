import { describe, expect, it } from 'vitest';
import { lastAge } from '../actuarial/age-rates.js';
import { maxAge, qx } from '../actuarial/life-table.js';
import { ciIncidence, cl2010, cl2025, kTables, miRatios, soaTable } from '../test-support/reference.js';
import { selectLifeTable } from './life-tables.js';

describe('reference tables', () => {
  it('reads CL 2010-2013 with six tables to age 105', () => {
    expect(cl2010.tables.map((t) => `${t.table}/${t.sex}`)).toEqual([
      'CL1/male',
      'CL2/female',
      'CL3/male',
      'CL4/female',
      'CL5/male',
      'CL6/female',
    ]);
    const cl1 = selectLifeTable(cl2010, 'CL1', 'male');
    expect(qx(cl1, 0)).toBe(0.000867);
    expect(qx(cl1, 105)).toBe(1);
    expect(maxAge(cl1)).toBe(105);
  });
  it('reads the 2025 tables by sex', () => {
    expect(cl2025.tables).toHaveLength(8);
    expect(qx(selectLifeTable(cl2025, 'CL4', 'male'), 80)).toBeCloseTo(0.05278, 6);
  });
  it('reads CI 2020 with each table on its own ages', () => {
    expect(ciIncidence.CI4?.male.minAge).toBe(0);
    expect(lastAge(ciIncidence.CI6?.male ?? { minAge: 0, values: [] })).toBe(65);
    expect(ciIncidence.CI10?.female.minAge).toBe(50);
    expect(lastAge(kTables.K2?.female ?? { minAge: 0, values: [] })).toBe(104);
    expect(miRatios.male[0]).toEqual({ fromAge: 0, toAge: 5, ratio: 0.0223 });
    expect(soaTable.q.minAge).toBe(0);
  });
});
