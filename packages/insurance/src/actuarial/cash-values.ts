import { assertFinite, assertWholeNumber, at, build } from './checks.js';
import { type Basis, type PolicyDesign } from './policy.js';
import { levelPremium } from './premiums.js';
import { policyValues } from './reserves.js';

/**
 * The statutory minimum cash value (银保监办发〔2020〕7号《普通型人身保险精算规定》 §§9–10 for ordinary
 * products; 保监发〔2015〕93号 §§9–10 for participating ones; as summarised by source S-E1, medium
 * confidence):
 *   MCV_t = r_t · max(PVR_t, 0),   r_t = k + t (1 − k) / min(20, n) for t < min(20, n), else 1,
 * t the policy year just ended, n the payment years, k from cv_min_cash_value_parameters.csv (0.8 for
 * individual regular-premium term/whole life/health, 0.85 endowment, 0.9 annuity, 1 single premium).
 * PVR_t, the policy value reserve (保单价值准备金), is prospective on the pricing incidence at the pricing
 * rate plus a statutory margin (ordinary: +2%), with "net premiums" G′(1 − e′_t): e′ the statutory loadings
 * of cv_expense_loading_by_policy_year.csv and G′ the gross premium recomputed on that basis; it excludes
 * the survival benefit due at the end of year t.
 */
export interface CashValueRules {
  /** k, the first-year factor */
  readonly k: number;
  /** statutory loadings e′ by policy year for the PVR (last value repeats) */
  readonly policyValueLoadings: readonly number[];
  /** added to the pricing rate for the PVR (0.02 for ordinary products) */
  readonly interestMargin: number;
}

export function minimumCashValueFactor(policyYear: number, payYears: number, k: number): number {
  assertWholeNumber(policyYear, 'policy year');
  assertWholeNumber(payYears, 'payment years', 1);
  if (!(k > 0 && k <= 1)) throw new RangeError(`k must be in (0, 1], got ${k}`);
  const span = Math.min(20, payYears);
  return policyYear < span ? k + (policyYear * (1 - k)) / span : 1;
}

function payYearsOf(design: PolicyDesign): number {
  let years = design.premiumPattern.length;
  while (years > 0 && design.premiumPattern[years - 1] === 0) years--;
  if (years === 0) throw new RangeError('the design has no premiums');
  return years;
}

const lessSurvival = (values: readonly number[], design: PolicyDesign) =>
  values.map((value, t) => value - at(design.survivalBenefits, t));

/** PVR_t, t = 0..term. `grossPremium` is the contract's premium (what premium refunds return). */
export function policyValueReserves(
  design: PolicyDesign,
  pricing: Basis,
  rules: CashValueRules,
  grossPremium: number,
): number[] {
  const basis = { model: pricing.model, interest: pricing.interest + rules.interestMargin };
  const expenses = { loadings: rules.policyValueLoadings };
  const recomputed = levelPremium(design, basis, expenses, grossPremium);
  return lessSurvival(
    policyValues(design, basis, recomputed, { ...expenses, refundPremium: grossPremium }),
    design,
  );
}

/** MCV_t for t = 0..term (0 at issue). */
export function minimumCashValues(
  design: PolicyDesign,
  pricing: Basis,
  rules: CashValueRules,
  grossPremium: number,
): number[] {
  const pvr = policyValueReserves(design, pricing, rules, grossPremium);
  const n = payYearsOf(design);
  return pvr.map((value, t) => (t === 0 ? 0 : minimumCashValueFactor(t, n, rules.k) * Math.max(value, 0)));
}

/**
 * Our ceiling on a cash value (a project rule; we found no regulation in our sources that states one):
 *   cap_t = min( net premium reserve on the pricing basis, gross premiums paid accumulated at the pricing rate )
 * both at the end of year t and without that time's survival benefit. The first keeps a surrender from
 * taking more than the reserve the insurer releases; the second keeps the surrender yield at or below the
 * pricing rate (the 2026 negative list, item 78 as summarised by S-E1: no age point may earn more than the
 * pricing rate). Negative reserves give a cap of 0.
 */
export function cashValueCaps(design: PolicyDesign, pricing: Basis, grossPremium: number): number[] {
  const net = levelPremium(design, pricing, {}, grossPremium);
  const reserves = lessSurvival(policyValues(design, pricing, net, { refundPremium: grossPremium }), design);
  const accumulated = build(design.term + 1, (t) => {
    let sum = 0;
    for (let s = 0; s < t; s++)
      sum += grossPremium * at(design.premiumPattern, s) * (1 + pricing.interest) ** (t - s);
    return sum;
  });
  return reserves.map((reserve, t) => Math.max(0, Math.min(reserve, at(accumulated, t))));
}

/**
 * The scale the company chooses before the floor and cap: the minimum itself, 'reserve' (the cap: the net
 * premium reserve unless the accumulated premiums are lower), its own values (index t = 0..term), or a
 * function of the policy year and that year's minimum and cap (a point between them, say).
 */
export type CashValueScale =
  'minimum' | 'reserve' | readonly number[] | ((policyYear: number, minimum: number, cap: number) => number);

export interface CashValueRow {
  readonly policyYear: number;
  readonly minimum: number;
  readonly cap: number;
  readonly cashValue: number;
}

/**
 * Cash values per unit sum insured at the end of each policy year t = 1..term:
 *   CV_t = min(cap_t, max(MCV_t, scale_t)).
 * Throws when the minimum exceeds the cap, i.e. the design cannot satisfy both rules.
 */
export function cashValueSchedule(
  design: PolicyDesign,
  pricing: Basis,
  rules: CashValueRules,
  grossPremium: number,
  scale: CashValueScale = 'minimum',
): CashValueRow[] {
  assertFinite(grossPremium, 'gross premium');
  const minimum = minimumCashValues(design, pricing, rules, grossPremium);
  const cap = cashValueCaps(design, pricing, grossPremium);
  return Array.from({ length: design.term }, (_, index) => {
    const t = index + 1;
    const floor = at(minimum, t);
    const ceiling = at(cap, t);
    if (floor > ceiling * (1 + 1e-9) + 1e-12) {
      throw new RangeError(`policy year ${t}: the minimum cash value ${floor} exceeds the cap ${ceiling}`);
    }
    const chosen =
      scale === 'minimum'
        ? floor
        : scale === 'reserve'
          ? ceiling
          : typeof scale === 'function'
            ? scale(t, floor, ceiling)
            : at(scale, t, 'cash value scale');
    return {
      policyYear: t,
      minimum: floor,
      cap: ceiling,
      cashValue: Math.min(ceiling, Math.max(floor, chosen)),
    };
  });
}
