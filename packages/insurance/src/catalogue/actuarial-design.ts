import type { ActuarialBasis, Product } from '@broker/contract';
import { type CashValueRow, cashValueSchedule } from '../actuarial/cash-values.js';
import type { AgeBandRatio } from '../actuarial/critical-illness.js';
import { DEATH } from '../actuarial/decrement-model.js';
import type { Sex } from '../actuarial/life-table.js';
import type { Basis, PolicyDesign } from '../actuarial/policy.js';
import { grossPremium } from '../actuarial/premiums.js';
import {
  type CoverTerms,
  criticalIllness,
  increasingWholeLife,
  lifeAnnuity,
  termLife,
} from '../actuarial/products.js';
import type { ProductClass } from '../reference/regulation.js';
import type { ResolvedFactors } from './factors.js';
import { type ReferenceTables, cashValueRules, decrementModelFor } from './reference-tables.js';
import { coverageYears, paymentYears } from './terms.js';

// One place turns a catalogue product's illustration basis into the actuarial policy design: the
// generator prices the rate table with it and the illustration values cash values with it, so the two
// always agree (same tables, same rate, same benefits).

/** One insured life and contract terms, in policy years. */
export interface PolicyCase {
  readonly issueAge: number;
  readonly sex: Sex;
  readonly payYears: number;
  readonly coverYears: number;
  /** 年金险: the age the annuity starts. */
  readonly startAge?: number;
}

const PRODUCT_CLASS: Record<ActuarialBasis['model'], ProductClass> = {
  termLife: 'term',
  wholeLife: 'wholeLife',
  increasingWholeLife: 'wholeLife',
  criticalIllness: 'health',
  annuity: 'annuity',
};

/** The regulation's product class for the loading caps and cash-value rules. */
export function productClassOf(basis: ActuarialBasis): ProductClass {
  return PRODUCT_CLASS[basis.model];
}

/** The annuity start age for a plan / issue age, or undefined for other models. */
export function annuityStartAge(
  basis: ActuarialBasis,
  issueAge: number,
  planStartAge: number | undefined,
): number | undefined {
  if (basis.model !== 'annuity') return undefined;
  const a = basis.annuity;
  if (a?.startAge !== undefined) return a.startAge;
  if (a?.startYear !== undefined) return issueAge + a.startYear;
  return planStartAge;
}

/** The policy case of resolved factors. */
export function policyCaseOf(product: Product, basis: ActuarialBasis, factors: ResolvedFactors): PolicyCase {
  const { age, gender, paymentTerm, coverageTerm } = factors;
  const plan = product.factors
    .find((f) => f.code === 'plan')
    ?.options?.find((o) => o.value === factors.values.plan);
  const startAge = annuityStartAge(basis, age, plan?.startAge);
  return {
    issueAge: age,
    sex: gender === 'M' ? 'male' : 'female',
    payYears: paymentYears(paymentTerm, age),
    coverYears: coverageYears(coverageTerm, age),
    ...(startAge === undefined ? {} : { startAge }),
  };
}

export function pricingBasisOf(basis: ActuarialBasis, sex: Sex, tables: ReferenceTables): Basis {
  return { model: decrementModelFor(basis, sex, tables), interest: basis.interestRate };
}

/** The expense loading profile of a payment term (the product's default profile unless one is listed). */
export function loadingsFor(basis: ActuarialBasis, paymentTerm: string): readonly number[] {
  return (
    basis.expenseLoadingsByPaymentTerm?.find((l) => l.paymentTerm === paymentTerm)?.loadings ??
    basis.expenseLoadings
  );
}

const hasDeathBenefitFloor = (basis: ActuarialBasis) =>
  basis.model === 'termLife' || basis.model === 'wholeLife' || basis.model === 'increasingWholeLife';

/**
 * 7号 §2: individual life cover pays on death at least 160% / 140% / 120% (attained age 18–40 / 41–60 /
 * 61+) of the premiums paid. Per unit sum insured the death benefit of year t + 1 is therefore
 * max(b_t, ratio(x + t) × G × premiums paid by then), with G the gross premium per unit.
 */
function withDeathBenefitFloor(
  design: PolicyDesign,
  ratios: readonly AgeBandRatio[],
  premiumPerUnit: number,
  payYears: number,
): PolicyDesign {
  const death = design.benefits[DEATH];
  if (death === undefined || premiumPerUnit <= 0) return design;
  const floored = death.map((benefit, t) => {
    const age = design.issueAge + t;
    const band = ratios.find((r) => age >= r.fromAge && age <= r.toAge);
    return band === undefined
      ? benefit
      : Math.max(benefit, band.ratio * premiumPerUnit * Math.min(t + 1, payYears));
  });
  return { ...design, benefits: { ...design.benefits, [DEATH]: floored } };
}

/**
 * The policy design per unit sum insured (basic amount) for a case. `premiumPerUnit` is the contract's
 * gross premium per unit: life cover's minimum death benefit depends on it (0: leave the floor out).
 */
export function unitDesign(
  basis: ActuarialBasis,
  c: PolicyCase,
  tables: ReferenceTables,
  premiumPerUnit: number,
): PolicyDesign {
  const terms: CoverTerms = { issueAge: c.issueAge, coverYears: c.coverYears, payYears: c.payYears };
  switch (basis.model) {
    case 'termLife':
    case 'wholeLife':
      return withDeathBenefitFloor(termLife(terms), tables.minimumDeathBenefit, premiumPerUnit, c.payYears);
    case 'increasingWholeLife': {
      const design = increasingWholeLife(terms, basis.declaredGrowthRate ?? 0, basis.interestRate);
      return withDeathBenefitFloor(design, tables.minimumDeathBenefit, premiumPerUnit, c.payYears);
    }
    case 'criticalIllness':
      return criticalIllness(terms, {
        accelerated: basis.ciDeathBenefit === 'sumInsured',
        refundPremiumsOnDeath: basis.ciDeathBenefit === 'premiumsPaid',
        mildShare: basis.mildCiRatio ?? 0,
      });
    case 'annuity': {
      if (c.startAge === undefined) throw new RangeError('an annuity case needs its start age');
      const a = basis.annuity;
      const design = lifeAnnuity(terms, c.startAge, a?.refundPremiumsBeforeStart === true);
      const rate = a?.rate ?? 1;
      return { ...design, survivalBenefits: design.survivalBenefits.map((s) => s * rate) };
    }
  }
}

/**
 * The gross premium per unit sum insured with the given loadings. Life cover's minimum death benefit
 * depends on the premium itself, so the premium is the root of h(G) = price(design(G)) − G. The price is
 * convex and piecewise linear in G (benefits are max(b, ratio × G × years paid)), so Newton's method from
 * the price without the floor reaches the root in a few steps; when the price rises at least as fast as
 * G no premium exists (the floor would cost more than it brings in) and the case cannot be sold.
 */
export function unitGrossPremium(
  basis: ActuarialBasis,
  c: PolicyCase,
  loadings: readonly number[],
  tables: ReferenceTables,
): number {
  const pricing = pricingBasisOf(basis, c.sex, tables);
  const price = (premium: number) =>
    grossPremium(unitDesign(basis, c, tables, premium), pricing, { loadings });
  let premium = price(0);
  if (!hasDeathBenefitFloor(basis)) return premium;
  for (let step = 0; step < 50; step++) {
    const next = price(premium);
    const gap = next - premium;
    if (Math.abs(gap) <= 1e-13 * next) return next;
    const delta = premium * 1e-7;
    const slope = (price(premium + delta) - next) / delta;
    if (!(slope < 1)) break;
    premium += gap / (1 - slope);
  }
  throw new RangeError(
    `${basis.model} ${c.sex} ${c.issueAge}, ${c.payYears}-pay, ${c.coverYears} years: no premium covers the minimum death benefit`,
  );
}

/** u²(3 − 2u) on [0, 1]: a smooth rise with flat ends, the shape of real savings products' cash values. */
const smoothStep = (u: number) => {
  const v = Math.min(1, Math.max(0, u));
  return v * v * (3 - 2 * v);
};

/** Where the cash value of policy year t sits between the minimum (0) and the cap (1). */
export function cashValueScaleAt(basis: ActuarialBasis, policyYear: number, payYears: number): number {
  const s = basis.cashValueScale;
  if (basis.cashValueRampYears === undefined) return s;
  const end = Math.max(payYears, basis.cashValueRampYears);
  if (end <= 1) return 1;
  return s + (1 - s) * smoothStep((policyYear - 1) / (end - 1));
}

/** The design and its cash values per unit sum insured for the contract premium per unit. */
export function unitCashValues(
  basis: ActuarialBasis,
  c: PolicyCase,
  tables: ReferenceTables,
  premiumPerUnit: number,
): { design: PolicyDesign; cashValues: CashValueRow[] } {
  const design = unitDesign(basis, c, tables, premiumPerUnit);
  const pricing = pricingBasisOf(basis, c.sex, tables);
  const rules = cashValueRules(tables, {
    productClass: productClassOf(basis),
    payYears: c.payYears,
    coverYears: c.coverYears,
  });
  const cashValues = cashValueSchedule(
    design,
    pricing,
    rules,
    premiumPerUnit,
    (t, minimum, cap) => minimum + cashValueScaleAt(basis, t, c.payYears) * (cap - minimum),
  );
  return { design, cashValues };
}
