import { z } from 'zod';

/**
 * The product catalogue (issue 3): companies, products, the factors a quote form is built from, rate
 * tables, commission schedules. The illustration basis (how cash values and benefits are projected)
 * lives in catalogue-illustration.ts. Everything here is data; the calculations are packages/insurance.
 */

export const PRODUCT_TYPES = [
  'critical_illness',
  'medical',
  'term_life',
  'whole_life',
  'increasing_whole_life',
  'annuity',
  'accident',
] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  critical_illness: '重疾险',
  medical: '医疗险',
  term_life: '定期寿险',
  whole_life: '终身寿险',
  increasing_whole_life: '增额终身寿险',
  annuity: '年金险',
  accident: '意外险',
};
/** Product types whose quote starts from the premium (the sum insured follows from it). */
export const PREMIUM_DRIVEN_TYPES: readonly ProductType[] = ['increasing_whole_life', 'annuity'];

/** Spec: the selection filters' "unlimited" value for age and gender. */
export const UNLIMITED = '不限';

export const companySchema = z.object({
  code: z.string().regex(/^[A-Z]{2,8}$/, '公司代码须为2-8位大写字母'),
  name: z.string().min(2).max(40),
  shortName: z.string().min(2).max(10),
  kind: z.enum(['life', 'health', 'property']),
  founded: z.number().int().min(1900).max(2100),
  hotline: z.string().max(20),
  description: z.string().max(300),
});
export type Company = z.infer<typeof companySchema>;

// ---- factors -------------------------------------------------------------------------------------

export const FACTOR_CODES = [
  'age',
  'gender',
  'sumInsured',
  'premium',
  'paymentTerm',
  'coverageTerm',
  'paymentFrequency',
  'socialInsurance',
  'smoker',
  'occupationClass',
  'plan',
] as const;
export const factorCodeSchema = z.enum(FACTOR_CODES);
export type FactorCode = z.infer<typeof factorCodeSchema>;

/**
 * Term codes, shared by payment and coverage terms: `single` (趸交), `<n>y` (n years), `toAge<n>`
 * (to the policy anniversary after age n), `life` (whole life).
 */
export const termCodeSchema = z
  .string()
  .regex(/^(single|life|[1-9]\d?y|toAge[1-9]\d{1,2})$/, '期限代码格式不正确');
export const PAYMENT_FREQUENCIES = ['annual', 'semiannual', 'quarterly', 'monthly'] as const;
export const PAYMENT_FREQUENCY_LABELS: Record<(typeof PAYMENT_FREQUENCIES)[number], string> = {
  annual: '年交',
  semiannual: '半年交',
  quarterly: '季交',
  monthly: '月交',
};

export const factorOptionSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  /** A plan of a per-policy product (medical, accident): the sum insured it stands for, in yuan. */
  amount: z.number().positive().optional(),
  /** A plan of an annuity: the age the annuity payments start. */
  startAge: z.number().int().positive().optional(),
});
export type FactorOption = z.infer<typeof factorOptionSchema>;

/** One field of the quote form: rendered and validated from this data alone. */
export const factorDefinitionSchema = z.object({
  code: factorCodeSchema,
  label: z.string(),
  input: z.enum(['select', 'number']),
  options: z.array(factorOptionSchema).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  unit: z.string().optional(),
  default: z.union([z.string(), z.number()]),
  /** e.g. "按出生日期计算的周岁" — shown under the field. */
  hint: z.string().optional(),
});
export type FactorDefinition = z.infer<typeof factorDefinitionSchema>;

/** "When these factors take these values, that factor must satisfy this" — with the message to show. */
export const factorConstraintSchema = z.object({
  when: z.partialRecord(factorCodeSchema, z.array(z.string()).min(1)),
  require: z.object({
    factor: factorCodeSchema,
    min: z.number().optional(),
    max: z.number().optional(),
    oneOf: z.array(z.string()).optional(),
  }),
  message: z.string().min(1),
});
export type FactorConstraint = z.infer<typeof factorConstraintSchema>;

export const factorValuesSchema = z.partialRecord(factorCodeSchema, z.union([z.string(), z.number()]));
export type FactorValues = z.infer<typeof factorValuesSchema>;

// ---- rates and commissions -----------------------------------------------------------------------

/** Annual premium rates by age, one row per combination of the other keyed factors. */
export const rateTableSchema = z.object({
  /** per 1,000 of sum insured (life, CI, premium-driven) or per policy (medical, accident). */
  basis: z.enum(['perThousandSumInsured', 'perPolicy']),
  /** Factors besides age that select a row, e.g. ['gender', 'paymentTerm', 'coverageTerm']. */
  keys: z.array(factorCodeSchema),
  rows: z.array(
    z.object({
      key: z.record(z.string(), z.string()),
      minAge: z.number().int().min(0),
      /** rates[i] is the rate at age minAge + i. */
      rates: z.array(z.number().nonnegative()),
    }),
  ),
  /** Multipliers for factors not in the keys, e.g. {factor:'socialInsurance', value:'no', multiplier:1.6}. */
  adjustments: z
    .array(z.object({ factor: factorCodeSchema, value: z.string(), multiplier: z.number().positive() }))
    .default([]),
  /** Premium per payment frequency as a share of the annual premium (e.g. monthly 0.09). */
  frequencyFactors: z.partialRecord(z.enum(PAYMENT_FREQUENCIES), z.number().positive()),
  /** Where the rates come from, shown to operators: "CL1/CL2 (2010-2013), 3.5%, 附加费用率…" */
  source: z.string(),
});
export type RateTable = z.infer<typeof rateTableSchema>;

/** Commission as a share of the annual premium, by payment term and policy year. Indicative. */
export const commissionScheduleSchema = z.object({
  byPaymentTerm: z.array(
    z.object({
      paymentTerm: termCodeSchema,
      /** rates[0] is the first policy year; years past the list earn nothing. */
      rates: z.array(z.number().min(0).max(1)),
    }),
  ),
  note: z.string(),
});
export type CommissionSchedule = z.infer<typeof commissionScheduleSchema>;

// ---- products ------------------------------------------------------------------------------------

export const rangeSchema = z.object({
  min: z.number().positive(),
  max: z.number().positive(),
  step: z.number().positive(),
});

/** Key benefits; which fields apply depends on the product type. */
export const productBenefitsSchema = z.object({
  severeCount: z.number().int().positive().optional(),
  moderateCount: z.number().int().nonnegative().optional(),
  mildCount: z.number().int().nonnegative().optional(),
  severePayout: z.number().positive().optional(),
  moderatePayout: z.number().positive().optional(),
  mildPayout: z.number().positive().optional(),
  moderateTimes: z.number().int().nonnegative().optional(),
  mildTimes: z.number().int().nonnegative().optional(),
  waiver: z.boolean().optional(),
  deathBenefit: z.string().optional(),
  deductible: z.number().nonnegative().optional(),
  reimbursementWithSocial: z.number().min(0).max(1).optional(),
  reimbursementWithoutSocial: z.number().min(0).max(1).optional(),
  annualLimit: z.number().positive().optional(),
  renewal: z.string().optional(),
  guaranteedRenewalYears: z.number().int().nonnegative().optional(),
  declaredGrowthRate: z.number().min(0).max(0.05).optional(),
  payoutStartAge: z.number().int().positive().optional(),
  annuityRate: z.number().positive().optional(),
  accidentalDeath: z.number().positive().optional(),
  accidentMedicalLimit: z.number().nonnegative().optional(),
  policyLoanRatio: z.number().min(0).max(1).optional(),
});
export type ProductBenefits = z.infer<typeof productBenefitsSchema>;

export const clauseSectionSchema = z.object({
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type ClauseSection = z.infer<typeof clauseSectionSchema>;
export const faqPairSchema = z.object({ question: z.string().min(2), answer: z.string().min(2) });
export type FaqPair = z.infer<typeof faqPairSchema>;

/** A general insurance question and answer of the knowledge base (not tied to one product). */
export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'FAQ 编号须为小写字母、数字或短横线'),
  category: z.string().min(1).max(20),
  question: z.string().min(2),
  answer: z.string().min(2),
  keywords: z.array(z.string().min(1)),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const productCodeSchema = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, '产品代码须为3-40位大写字母、数字或短横线');
