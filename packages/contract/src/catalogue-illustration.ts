import { z } from 'zod';

/**
 * How a product's benefits and cash values are projected year by year. Products with cash values carry
 * their pricing basis, and the illustration is computed from it (packages/insurance), so the numbers
 * shown always agree with the rate table. Medical and accident cover is yearly and has none.
 */
export const illustrationBasisSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('none'), note: z.string() }),
  z.object({
    method: z.literal('actuarial'),
    model: z.enum(['termLife', 'wholeLife', 'criticalIllness', 'increasingWholeLife', 'annuity']),
    /** Life table set and business class (sex comes from the gender factor). */
    mortalityTable: z.enum(['CL2010-2013', 'CL2025']),
    mortalityClass: z.enum(['nonPensionI', 'nonPensionII', 'pension']),
    /** CI 2020 incidence table for critical illness, e.g. CI3 (male) / CI4 (female) pairs as 'CI3/CI4'. */
    ciTable: z.string().optional(),
    mildCiRatio: z.number().min(0).max(1).optional(),
    /** Pricing interest rate (预定利率) in force at launch. */
    interestRate: z.number().min(0).max(0.1),
    /** Expense loading by policy year (share of gross premium); the last value repeats. */
    expenseLoadings: z.array(z.number().min(0).max(1)).min(1),
    /** Where the cash value sits between the regulatory minimum (0) and our cap (1). */
    cashValueScale: z.number().min(0).max(1),
    /** 增额终身寿: yearly growth of the effective sum insured. */
    declaredGrowthRate: z.number().min(0).max(0.05).optional(),
    /** 年金险: yearly annuity as a share of the basic amount, from a start age or policy year. */
    annuity: z
      .object({
        rate: z.number().positive(),
        startAge: z.number().int().positive().optional(),
        startYear: z.number().int().positive().optional(),
      })
      .optional(),
  }),
]);
export type IllustrationBasis = z.infer<typeof illustrationBasisSchema>;

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
