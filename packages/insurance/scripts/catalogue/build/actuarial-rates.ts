// Rate tables of long-term products, computed with the actuarial core: for each sex, payment term and
// coverage (or annuity start) the gross premium per 1,000 sum insured at every feasible issue age, on the
// product's own pricing basis. Every loading profile is checked against the regulatory cap and every
// printed rate against the cash-value rules (minimum ≤ cap), so a design that breaks them fails the build.
import type { ActuarialBasis, RateTable } from '@broker/contract';
import {
  type PolicyCase,
  type ProductClass,
  assertLoadingsWithinCap,
  averageLoadingCap,
  pricingBasisOf,
  productClassOf,
  ratePer1000,
  unitCashValues,
  unitDesign,
  unitGrossPremium,
} from '../../../src/index.js';
import type { PricingReference } from './reference.js';

type Row = RateTable['rows'][number];

export interface RateGrid {
  readonly basis: ActuarialBasis;
  readonly genders: readonly ('M' | 'F')[];
  readonly pays: readonly string[];
  /** The second key besides sex and payment term (coverage term or annuity plan); omitted from the keys when it has one value. */
  readonly second: { readonly code: 'coverageTerm' | 'plan'; readonly values: readonly string[] };
  readonly ageRange: (pay: string, value: string) => [number, number] | undefined;
  readonly caseOf: (sex: 'male' | 'female', pay: string, value: string, age: number) => PolicyCase;
  readonly loadings: (pay: string) => readonly number[];
}

function loadingCap(ref: PricingReference, productClass: ProductClass, payYears: number, coverYears: number) {
  return averageLoadingCap(ref.loadingCapsCsv, {
    regime: 'ordinary',
    business: 'individual',
    payment: payYears === 1 ? 'single' : 'regular',
    productClass,
    coverYears,
  });
}

/** Cash values are checked every few ages (and at both ends): enough to catch a design that breaks the rules. */
const CHECK_EVERY = 4;

export function actuarialRateRows(grid: RateGrid, ref: PricingReference): { keys: string[]; rows: Row[] } {
  const { basis, second } = grid;
  const keyed = second.values.length > 1;
  const rows: Row[] = [];
  const productClass = productClassOf(basis);
  for (const gender of grid.genders) {
    const sex = gender === 'M' ? 'male' : 'female';
    const pricing = pricingBasisOf(basis, sex, ref.tables);
    for (const pay of grid.pays) {
      for (const value of second.values) {
        const range = grid.ageRange(pay, value);
        if (range === undefined) continue;
        const loadings = grid.loadings(pay);
        const rates: number[] = [];
        for (let age = range[0]; age <= range[1]; age++) {
          const c = grid.caseOf(sex, pay, value, age);
          const unit = unitGrossPremium(basis, c, loadings, ref.tables);
          const cap = loadingCap(ref, productClass, c.payYears, c.coverYears);
          assertLoadingsWithinCap(unitDesign(basis, c, ref.tables, unit), pricing, loadings, cap);
          const rate = ratePer1000(unit);
          if ((age - range[0]) % CHECK_EVERY === 0 || age === range[1])
            unitCashValues(basis, c, ref.tables, rate / 1000);
          rates.push(rate);
        }
        const key: Record<string, string> = { gender, paymentTerm: pay };
        if (keyed) key[second.code] = value;
        rows.push({ key, minAge: range[0], rates });
      }
    }
  }
  return { keys: keyed ? ['gender', 'paymentTerm', second.code] : ['gender', 'paymentTerm'], rows };
}
