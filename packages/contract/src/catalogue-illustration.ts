import { z } from 'zod';
import { termCodeSchema } from './catalogue.js';

/**
 * How a product's benefits and cash values are projected year by year. Products with cash values carry
 * their pricing basis, and the illustration is computed from it (packages/insurance), so the numbers
 * shown always agree with the rate table. Medical and accident cover is yearly and has none.
 */
export const ACTUARIAL_MODELS = [
  'termLife',
  'wholeLife',
  'criticalIllness',
  'increasingWholeLife',
  'annuity',
] as const;

export const illustrationBasisSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('none'), note: z.string() }),
  z.object({
    method: z.literal('actuarial'),
    model: z.enum(ACTUARIAL_MODELS),
    /** Life table set and business class (sex comes from the gender factor). */
    mortalityTable: z.enum(['CL2010-2013', 'CL2025']),
    mortalityClass: z.enum(['nonPensionI', 'nonPensionII', 'pension']),
    /**
     * Critical illness: the CI 2020 incidence table for both sexes, with the K table that goes with it —
     * CI4 (28 severe diseases, 2020 definitions) or CI3 (6). Older tables may not price new products.
     */
    ciTable: z.enum(['CI3', 'CI4']).optional(),
    /**
     * Critical illness: mild and moderate benefits, priced as one non-terminating event at the mild
     * incidence of the CI 2020 MI table; the expected payout per mild diagnosis as a share of the sum
     * insured (packages/insurance README, "Catalogue").
     */
    mildCiRatio: z.number().min(0).max(1).optional(),
    /** Critical illness: what a death without a prior severe CI pays (default: nothing). */
    ciDeathBenefit: z.enum(['sumInsured', 'premiumsPaid', 'none']).optional(),
    /** Pricing interest rate (预定利率) in force at launch. */
    interestRate: z.number().min(0).max(0.1),
    /** Expense loading by policy year (share of gross premium); the last value repeats. */
    expenseLoadings: z.array(z.number().min(0).max(1)).min(1),
    /** The profile for a payment term when it differs from `expenseLoadings` (they usually do). */
    expenseLoadingsByPaymentTerm: z
      .array(z.object({ paymentTerm: termCodeSchema, loadings: z.array(z.number().min(0).max(1)).min(1) }))
      .optional(),
    /** Where the cash value sits between the regulatory minimum (0) and our cap (1). */
    cashValueScale: z.number().min(0).max(1),
    /**
     * Savings products: the scale rises along an S-curve from `cashValueScale` in policy year 1 to 1 (the
     * cap) in policy year max(payment years, cashValueRampYears). Absent: the scale stays constant.
     */
    cashValueRampYears: z.number().int().positive().optional(),
    /** 增额终身寿: yearly growth of the effective sum insured. */
    declaredGrowthRate: z.number().min(0).max(0.05).optional(),
    /**
     * 年金险: yearly annuity as a share of the basic amount, paid on the policy anniversary at the start
     * age (or at the end of policy year `startYear`) and every year after while the insured lives; when
     * neither is given, the start age comes from the chosen plan. Before the start a death returns the
     * premiums paid when `refundPremiumsBeforeStart` is set.
     */
    annuity: z
      .object({
        rate: z.number().positive(),
        startAge: z.number().int().positive().optional(),
        startYear: z.number().int().positive().optional(),
        refundPremiumsBeforeStart: z.boolean().optional(),
      })
      .optional(),
  }),
]);
export type IllustrationBasis = z.infer<typeof illustrationBasisSchema>;
export type ActuarialBasis = Extract<IllustrationBasis, { method: 'actuarial' }>;

/** Spec §3 compare-table columns; a column that does not apply to the product type is null. */
export const illustrationRowSchema = z.object({
  year: z.number().int(),
  age: z.number().int(),
  premium: z.number(),
  cumulativePremium: z.number(),
  annuityClaimed: z.number().nullable(),
  cumulativeDividend: z.number().nullable(),
  currentPrice: z.number().nullable(),
  priceIncrement: z.number().nullable(),
  totalRevenue: z.number().nullable(),
  totalRevenueIncrement: z.number().nullable(),
  cumulativeClaimed: z.number().nullable(),
  deathOrTotalDisabilityBenefit: z.number().nullable(),
  totalDisabilityBenefit: z.number().nullable(),
  deathBenefit: z.number().nullable(),
});
export type IllustrationRow = z.infer<typeof illustrationRowSchema>;

/** Chinese column headings for the compare table, in the spec's order. */
export const ILLUSTRATION_COLUMNS: Record<keyof IllustrationRow, string> = {
  year: '保单年度',
  age: '年龄',
  premium: '当年保费',
  cumulativePremium: '累计保费',
  annuityClaimed: '当年领取年金',
  cumulativeDividend: '累计红利',
  currentPrice: '现金价值',
  priceIncrement: '现金价值增长',
  totalRevenue: '总利益',
  totalRevenueIncrement: '总利益增长',
  cumulativeClaimed: '累计领取',
  deathOrTotalDisabilityBenefit: '身故或全残保险金',
  totalDisabilityBenefit: '全残保险金',
  deathBenefit: '身故保险金',
};
