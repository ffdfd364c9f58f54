import { type LifeTable, type Sex, lifeTableFromLx, lifeTableFromQ } from '../actuarial/life-table.js';
import { assertIsoDate } from '../actuarial/pricing-rate.js';
import { ageColumn, numberCell, parseCsv } from './csv.js';

/** The China life insurance mortality tables in data/reference (see data/reference/SOURCES.md). */
export type MortalityFamily = 'CL2010-2013' | 'CL2025';

/** Business the table is for: non-pension I (term, whole life, health), non-pension II, pension, single-life. */
export type TableUse = 'nonpension1' | 'nonpension2' | 'pension' | 'singlelife';

export interface LifeTableEntry {
  readonly table: string;
  readonly use: TableUse;
  readonly sex: Sex;
  readonly life: LifeTable;
}

export interface LifeTableCollection {
  readonly family: MortalityFamily;
  readonly tables: readonly LifeTableEntry[];
}

const COLUMN = /^(CL\d)_(nonpension1|nonpension2|pension|singlelife)_(male|female)$/;

/**
 * Parses cl_2010_2013_qx.csv or cl_2025_qx.csv: an `age` column and one q_x column per table and sex,
 * named like CL1_nonpension1_male. In 2010-2013 the table number already fixes the sex (CL1 male, CL2
 * female …); in 2025 each table has both sexes.
 */
export function parseChinaLifeTables(text: string, family: MortalityFamily): LifeTableCollection {
  const csv = parseCsv(text);
  const tables = csv.columns
    .filter((name) => name !== 'age')
    .map((name): LifeTableEntry => {
      const match = COLUMN.exec(name);
      const [, table, use, sex] = match ?? [];
      if (table === undefined || use === undefined || (sex !== 'male' && sex !== 'female')) {
        throw new SyntaxError(`unexpected life table column ${name}`);
      }
      const { minAge, values } = ageColumn(csv, name);
      return {
        table,
        use: use as TableUse,
        sex,
        life: lifeTableFromQ(`${family} ${table} ${sex}`, minAge, values, sex),
      };
    });
  return { family, tables };
}

export function selectLifeTable(collection: LifeTableCollection, table: string, sex: Sex): LifeTable {
  const entry = collection.tables.find((t) => t.table === table && t.sex === sex);
  if (entry === undefined) throw new RangeError(`${collection.family} has no table ${table} for ${sex}`);
  return entry.life;
}

export function lifeTableForUse(collection: LifeTableCollection, use: TableUse, sex: Sex): LifeTable {
  const entry = collection.tables.find((t) => t.use === use && t.sex === sex);
  if (entry === undefined) throw new RangeError(`${collection.family} has no ${use} table for ${sex}`);
  return entry.life;
}

/**
 * The table family a product launched on `launchDate` is priced with: 2010-2013 took effect on
 * 2017-01-01, the 2025 table replaces it for new filings from 2026-01-01. Earlier launches would need the
 * 2000-2003 table, which we do not have.
 */
export function mortalityFamilyForLaunchDate(launchDate: string): MortalityFamily {
  assertIsoDate(launchDate);
  if (launchDate < '2017-01-01')
    throw new RangeError(`no mortality table in data/reference for ${launchDate}`);
  return launchDate < '2026-01-01' ? 'CL2010-2013' : 'CL2025';
}

/** The SOA Illustrative Life Table test fixture (age, lx). */
export function parseLxTable(text: string, id: string): LifeTable {
  const csv = parseCsv(text);
  const rows = csv.rows.map((row) => ({ age: numberCell(row, 'age'), lx: numberCell(row, 'lx') }));
  const first = rows[0];
  if (first === undefined) throw new SyntaxError('lx table is empty');
  return lifeTableFromLx(
    id,
    first.age,
    rows.map((r) => r.lx),
  );
}
