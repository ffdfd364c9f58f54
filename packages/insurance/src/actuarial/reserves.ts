import { at } from './checks.js';
import { type Basis, type PolicyDesign, project, stretch } from './policy.js';
import { type ExpenseAssumptions, levelPremium } from './premiums.js';

export interface PolicyValueOptions extends ExpenseAssumptions {
  /** The premium that refunds return (default: `premium`). */
  readonly refundPremium?: number;
}

/**
 * Prospective policy values ₜV for t = 0..term at the end of policy year t, before that time's premium and
 * survival benefit (so ₀V is the loss at issue and the last value is the maturity benefit). Computed by the
 * backward recursion (AMLCR §7.5):
 *   ₜV = S_t + f_t − P π_t (1 − e_t) + v [ Σ_j q^(j) b_j + refunds + p^(τ) · ₜ₊₁V ],   ₙV = S_n
 * With no loadings and the net premium these are the net premium reserves; with the gross premium and the
 * pricing loadings they are the gross premium policy values.
 */
export function policyValues(
  design: PolicyDesign,
  basis: Basis,
  premium: number,
  options: PolicyValueOptions = {},
): number[] {
  const pr = project(design, basis);
  const e = stretch(options.loadings ?? [], pr.term, 'loading');
  const f = stretch(options.perPolicy ?? [], pr.term, 'per-policy expense');
  const refundPremium = options.refundPremium ?? premium;
  const values = new Array<number>(pr.term + 1).fill(0);
  values[pr.term] = at(pr.survival, pr.term);
  for (let t = pr.term - 1; t >= 0; t--) {
    const inflow = premium * at(pr.pattern, t) * (1 - at(e, t)) - at(f, t);
    const paidAtYearEnd =
      at(pr.expectedBenefit, t) +
      refundPremium * at(pr.expectedRefundPerPremium, t) +
      at(pr.stays, t) * at(values, t + 1);
    values[t] = at(pr.survival, t) - inflow + pr.v * paidAtYearEnd;
  }
  return values;
}

/** Net premium reserves ₜV, t = 0..term (₀V = 0 by construction). */
export function netPremiumReserves(design: PolicyDesign, basis: Basis): number[] {
  return policyValues(design, basis, levelPremium(design, basis));
}

/** Gross premium policy values with the pricing expenses; the premium defaults to the gross premium. */
export function grossPremiumPolicyValues(
  design: PolicyDesign,
  basis: Basis,
  expenses: ExpenseAssumptions,
  premium = levelPremium(design, basis, expenses),
): number[] {
  return policyValues(design, basis, premium, expenses);
}
