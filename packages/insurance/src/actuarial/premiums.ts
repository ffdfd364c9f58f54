import {
  type Basis,
  type PolicyDesign,
  benefitEpv,
  perPolicyExpenseEpv,
  premiumAnnuity,
  project,
  refundEpvPerPremium,
} from './policy.js';

/**
 * Expense assumptions for a gross premium: `loadings[t]` is the share of the gross premium of policy
 * year t + 1 kept for expenses (附加费用率; the last value repeats), `perPolicy[t]` an amount per policy in
 * force at time t (not used by Chinese filings, needed for the textbook checks).
 */
export interface ExpenseAssumptions {
  readonly loadings?: readonly number[];
  readonly perPolicy?: readonly number[];
}

/** The EPV of the benefits at issue: the net single premium (not defined when premiums are refunded). */
export function netSinglePremium(design: PolicyDesign, basis: Basis): number {
  if (Object.keys(design.premiumRefunds).length > 0) {
    throw new RangeError('the benefits refund premiums: price it with netPremium and a single-pay pattern');
  }
  return benefitEpv(project(design, basis));
}

/**
 * Level premium by the equivalence principle: EPV(premiums, net of loadings) = EPV(benefits + expenses).
 *   G = (B + F) / (Σ v^t ₜp π_t (1 − e_t) − R)
 * where B is the EPV of fixed benefits, F of per-policy expenses and R the EPV of premium refunds per
 * unit premium (the refund is of the premium being solved for, unless `refundPremium` fixes it). With no
 * expenses this is the net premium.
 */
export function levelPremium(
  design: PolicyDesign,
  basis: Basis,
  expenses: ExpenseAssumptions = {},
  refundPremium?: number,
): number {
  const pr = project(design, basis);
  const refunds = refundEpvPerPremium(pr);
  // A refund of a known premium (the gross premium, when valuing on another basis) is a fixed benefit.
  const fixedRefunds = refundPremium === undefined ? 0 : refundPremium * refunds;
  const denominator = premiumAnnuity(pr, expenses.loadings) - (refundPremium === undefined ? refunds : 0);
  if (!(denominator > 0)) {
    throw new RangeError(
      'no premium balances these benefits: the premium annuity net of loadings is not positive',
    );
  }
  return (benefitEpv(pr) + fixedRefunds + perPolicyExpenseEpv(pr, expenses.perPolicy)) / denominator;
}

/** Net level premium per unit sum insured (no loadings): P = EPV(benefits) / ä over the paying years. */
export function netPremium(design: PolicyDesign, basis: Basis): number {
  return levelPremium(design, basis);
}

/** Gross (office) level premium per unit sum insured with the given loadings and expenses. */
export function grossPremium(design: PolicyDesign, basis: Basis, expenses: ExpenseAssumptions): number {
  return levelPremium(design, basis, expenses);
}
