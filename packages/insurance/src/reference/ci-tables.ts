import { type AgeRates, ageRates } from '../actuarial/age-rates.js';
import type { AgeBandRatio } from '../actuarial/critical-illness.js';
import type { Sex } from '../actuarial/life-table.js';
import { ageColumn, cell, numberCell, parseCsv } from './csv.js';

/** Male and female rates of one table. */
export type BySex<T> = Readonly<Record<Sex, T>>;

const SEXES: readonly Sex[] = ['male', 'female'];

function bySexColumns(text: string, pattern: RegExp, what: string): Record<string, BySex<AgeRates>> {
  const csv = parseCsv(text);
  const tables: Record<string, Partial<Record<Sex, AgeRates>>> = {};
  for (const name of csv.columns.filter((c) => c !== 'age')) {
    const [, table, sex] = pattern.exec(name) ?? [];
    if (table === undefined || (sex !== 'male' && sex !== 'female'))
      throw new SyntaxError(`unexpected ${what} column ${name}`);
    const { minAge, values } = ageColumn(csv, name);
    tables[table] = { ...tables[table], [sex]: ageRates(minAge, values, `${what} ${table} ${sex}`) };
  }
  return Object.fromEntries(
    Object.entries(tables).map(([table, sexes]) => {
      const { male, female } = sexes;
      if (male === undefined || female === undefined)
        throw new SyntaxError(`${what} ${table}: a sex is missing`);
      return [table, { male, female }];
    }),
  );
}

/**
 * ci_2020_incidence.csv: CI1–CI10, male and female annual incidence by age. Each table covers its own
 * age range (CI5/CI6 0–65, CI8/CI9 0–75, CI10 50–105).
 */
export function parseCiIncidence(text: string): Record<string, BySex<AgeRates>> {
  return bySexColumns(text, /^(CI\d+)_(male|female)$/, 'CI incidence');
}

/** ci_2020_k_death_ratio.csv: K1–K3, the share of deaths caused by a covered CI, ages 0–104. */
export function parseKTables(text: string): Record<string, BySex<AgeRates>> {
  return bySexColumns(text, /^(K\d)_(male|female)$/, 'K');
}

/** The K table that goes with a CI table, per the 2020 release: K1 with CI1/CI3/CI5, K2 with CI2/CI4/CI6, K3 with CI7. */
export function kTableFor(ciTable: string): string {
  const k = { CI1: 'K1', CI3: 'K1', CI5: 'K1', CI2: 'K2', CI4: 'K2', CI6: 'K2', CI7: 'K3' }[ciTable];
  if (k === undefined) throw new RangeError(`no K table goes with ${ciTable}`);
  return k;
}

/** ci_2020_mi_mild_to_severe_ratio.csv: mild (3 diseases) over severe (28) incidence, by 5-year band, as fractions. */
export function parseMildToSevereRatios(text: string): BySex<readonly AgeBandRatio[]> {
  const csv = parseCsv(text);
  const bands = csv.rows.map((row) => {
    const [from, to] = cell(row, 'age_band').split('-').map(Number);
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) {
      throw new SyntaxError(`bad age band ${cell(row, 'age_band')}`);
    }
    return { from, to, row };
  });
  const forSex = (sex: Sex) =>
    bands.map((b) => ({
      fromAge: b.from,
      toAge: b.to,
      ratio: numberCell(b.row, `${sex}_mild_over_severe_pct`) / 100,
    }));
  const [male, female] = SEXES.map(forSex);
  if (male === undefined || female === undefined) throw new SyntaxError('MI table: missing sex');
  return { male, female };
}
