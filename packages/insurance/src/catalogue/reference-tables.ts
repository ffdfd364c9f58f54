import type { ActuarialBasis } from '@broker/contract';
import type { CashValueRules } from '../actuarial/cash-values.js';
import {
  type AgeBandRatio,
  criticalIllnessModel,
  mildIncidenceFromRatio,
} from '../actuarial/critical-illness.js';
import { type DecrementModel, modelFromLifeTable } from '../actuarial/decrement-model.js';
import type { AgeRates } from '../actuarial/age-rates.js';
import type { Sex } from '../actuarial/life-table.js';
import {
  type BySex,
  kTableFor,
  parseCiIncidence,
  parseKTables,
  parseMildToSevereRatios,
} from '../reference/ci-tables.js';
import {
  type LifeTableCollection,
  type MortalityFamily,
  type TableUse,
  lifeTableForUse,
  parseChinaLifeTables,
} from '../reference/life-tables.js';
import { type ProductQuery, cashValueRulesFor, minimumDeathBenefitRatios } from '../reference/regulation.js';

/** The files of data/reference that illustrations need (the caller reads them; this package does no I/O). */
export const REFERENCE_TABLE_FILES = [
  'cl_2010_2013_qx.csv',
  'cl_2025_qx.csv',
  'ci_2020_incidence.csv',
  'ci_2020_k_death_ratio.csv',
  'ci_2020_mi_mild_to_severe_ratio.csv',
  'cv_min_cash_value_parameters.csv',
  'cv_expense_loading_by_policy_year.csv',
] as const;

/** The parsed reference tables: a plain object, built once and shared by every illustration. */
export interface ReferenceTables {
  readonly lifeTables: Readonly<Record<MortalityFamily, LifeTableCollection>>;
  readonly ciIncidence: Readonly<Record<string, BySex<AgeRates>>>;
  readonly kTables: Readonly<Record<string, BySex<AgeRates>>>;
  readonly mildToSevere: BySex<readonly AgeBandRatio[]>;
  /** 7号 minimum death benefit of life cover as a multiple of premiums paid, by attained age. */
  readonly minimumDeathBenefit: readonly AgeBandRatio[];
  /** cv_min_cash_value_parameters.csv and cv_expense_loading_by_policy_year.csv, as text (looked up per product). */
  readonly cashValueParametersCsv: string;
  readonly cashValueLoadingsCsv: string;
}

/** Parses the reference tables; `readText(name)` returns the text of data/reference/<name>. */
export function parseReferenceTables(readText: (fileName: string) => string): ReferenceTables {
  const parameters = readText('cv_min_cash_value_parameters.csv');
  return {
    lifeTables: {
      'CL2010-2013': parseChinaLifeTables(readText('cl_2010_2013_qx.csv'), 'CL2010-2013'),
      CL2025: parseChinaLifeTables(readText('cl_2025_qx.csv'), 'CL2025'),
    },
    ciIncidence: parseCiIncidence(readText('ci_2020_incidence.csv')),
    kTables: parseKTables(readText('ci_2020_k_death_ratio.csv')),
    mildToSevere: parseMildToSevereRatios(readText('ci_2020_mi_mild_to_severe_ratio.csv')),
    minimumDeathBenefit: minimumDeathBenefitRatios(parameters),
    cashValueParametersCsv: parameters,
    cashValueLoadingsCsv: readText('cv_expense_loading_by_policy_year.csv'),
  };
}

// Models and rules are derived from the tables on first use and kept with them: an illustration then
// costs the projection only, not the model's construction (bench/catalogue.ts).
const caches = new WeakMap<ReferenceTables, Map<string, unknown>>();

function cached<T>(tables: ReferenceTables, key: string, make: () => T): T {
  let cache = caches.get(tables);
  if (cache === undefined) {
    cache = new Map();
    caches.set(tables, cache);
  }
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

const TABLE_USE: Record<ActuarialBasis['mortalityClass'], TableUse> = {
  nonPensionI: 'nonpension1',
  nonPensionII: 'nonpension2',
  pension: 'pension',
};

/**
 * The decrement model a product is priced on for one sex: the life table of its family and class, or for
 * critical illness the CI 2020 table with its K table and the non-pension I mortality of the family, plus
 * the mild-CI event (MI ratio × severe incidence, the last band's ratio held after 60) when mild or
 * moderate cover is priced.
 */
export function decrementModelFor(basis: ActuarialBasis, sex: Sex, tables: ReferenceTables): DecrementModel {
  const mild = basis.model === 'criticalIllness' && (basis.mildCiRatio ?? 0) > 0;
  const key = `model|${basis.mortalityTable}|${basis.mortalityClass}|${sex}|${basis.model === 'criticalIllness' ? (basis.ciTable ?? '') : ''}|${mild}`;
  return cached(tables, key, () => {
    const collection = tables.lifeTables[basis.mortalityTable];
    if (basis.model !== 'criticalIllness') {
      return modelFromLifeTable(lifeTableForUse(collection, TABLE_USE[basis.mortalityClass], sex));
    }
    const ciTable = basis.ciTable ?? 'CI4';
    const incidence = tables.ciIncidence[ciTable]?.[sex];
    const k = tables.kTables[kTableFor(ciTable)]?.[sex];
    if (incidence === undefined || k === undefined) throw new RangeError(`no ${ciTable} for ${sex}`);
    return criticalIllnessModel(`${basis.mortalityTable} ${ciTable} ${sex}`, {
      incidence,
      mortality: lifeTableForUse(collection, 'nonpension1', sex),
      deathShareFromCi: k,
      ...(mild ? { mildIncidence: mildIncidenceFromRatio(tables.mildToSevere[sex], incidence, 'hold') } : {}),
    });
  });
}

/** The statutory cash-value rules (k, policy value loadings, interest margin) for an ordinary product. */
export function cashValueRules(
  tables: ReferenceTables,
  query: Omit<ProductQuery, 'regime' | 'business' | 'payment'> & { payYears: number; coverYears: number },
): CashValueRules {
  const payment = query.payYears === 1 ? 'single' : 'regular';
  const bandKey =
    query.payYears === 1 ? 'single' : query.payYears < 10 ? '<10' : query.payYears < 20 ? '<20' : '20+';
  const key = `cv|${query.productClass}|${bandKey}|${query.coverYears > 10}`;
  return cached(tables, key, () =>
    cashValueRulesFor(tables.cashValueParametersCsv, tables.cashValueLoadingsCsv, {
      regime: 'ordinary',
      business: 'individual',
      payment,
      ...query,
    }),
  );
}
