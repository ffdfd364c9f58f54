import { z } from 'zod';
import {
  clauseSectionSchema,
  commissionScheduleSchema,
  companySchema,
  factorConstraintSchema,
  factorDefinitionSchema,
  factorValuesSchema,
  faqItemSchema,
  faqPairSchema,
  PAYMENT_FREQUENCIES,
  productBenefitsSchema,
  productCodeSchema,
  productTypeSchema,
  rangeSchema,
  rateTableSchema,
  termCodeSchema,
} from './catalogue.js';
import { VERSION_TAGS } from './enums.js';
import { illustrationBasisSchema, illustrationRowSchema } from './catalogue-illustration.js';
import { healthNoticeSchema } from './health-notice.js';

/**
 * A product's fields. Their consistency (factor codes unique, defaults valid and within every constraint,
 * a rate row for every key combination over its ages, premium-driven types quoted from a premium …) is a
 * rule of the insurance domain: @broker/insurance's productSchema is this one with those checks. zod
 * refuses `.pick`/`.omit`/`.partial` on a schema with refinements, so partial shapes (import rows,
 * patches) derive from this one.
 */
export const productObjectSchema = z.object({
  code: productCodeSchema,
  name: z.string().min(2).max(60),
  /** What agents actually call it: short names, nicknames, common misspellings. */
  aliases: z.array(z.string().min(1).max(30)),
  companyCode: z.string().regex(/^[A-Z]{2,8}$/),
  type: productTypeSchema,
  onSale: z.boolean(),
  /** Spec §4 version tag; absent = read from the name's edition (decision 036). */
  versionTag: z.enum(VERSION_TAGS).optional(),
  launchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '上市日期格式须为 YYYY-MM-DD'),
  minAge: z.number().int().min(0).max(100),
  maxAge: z.number().int().min(0).max(100),
  /** e.g. "出生满28天" when the minimum is not a whole year. */
  minAgeText: z.string().optional(),
  genders: z.array(z.enum(['M', 'F'])).min(1),
  sumInsured: rangeSchema.optional(),
  premium: rangeSchema.optional(),
  coverageTerms: z.array(termCodeSchema).min(1),
  paymentTerms: z.array(termCodeSchema).min(1),
  paymentFrequencies: z.array(z.enum(PAYMENT_FREQUENCIES)).min(1),
  waitingPeriodDays: z.number().int().min(0).max(365),
  hesitationPeriodDays: z.number().int().min(0).max(60),
  gracePeriodDays: z.number().int().min(0).max(90),
  benefits: productBenefitsSchema,
  highlights: z.array(z.string()),
  exclusions: z.array(z.string()),
  tags: z.array(z.string()),
  /** The insurer's health questions (健康告知); absent = not recorded, judged by the kind's rule table. */
  healthNotice: healthNoticeSchema.optional(),
  clauses: z.array(clauseSectionSchema),
  faq: z.array(faqPairSchema),
  factors: z.array(factorDefinitionSchema).min(1),
  constraints: z.array(factorConstraintSchema),
  rates: rateTableSchema,
  commission: commissionScheduleSchema,
  illustration: illustrationBasisSchema,
});

export type Product = z.infer<typeof productObjectSchema>;

/** What every list, card and answer carries about a product (issue 3: at least these fields). */
export const productSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  company: z.string(),
  companyCode: z.string(),
  /** The Chinese type label, e.g. 重疾险. */
  type: z.string(),
  typeCode: productTypeSchema,
  minAge: z.number(),
  maxAge: z.number(),
  onSale: z.boolean(),
  /** Spec §4 version tag (新版 / 旧版 / 特别版); absent for a product with one edition. */
  versionTag: z.enum(VERSION_TAGS).optional(),
  highlights: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    result: z.array(item),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalNum: z.number().int(),
  });

export const quoteRequestSchema = z.object({
  productCode: productCodeSchema,
  factors: factorValuesSchema.default({}),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteResponseSchema = z.object({
  productCode: z.string(),
  /** The factors the quote used, defaults filled in. */
  factors: factorValuesSchema,
  sumInsured: z.number(),
  annualPremium: z.number(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  /** Premium per payment at the chosen frequency. */
  premium: z.number(),
  paymentsPerYear: z.number().int(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const commissionResponseSchema = z.object({
  productCode: z.string(),
  annualPremium: z.number(),
  rows: z.array(z.object({ policyYear: z.number().int(), rate: z.number(), amount: z.number() })),
  firstYear: z.number(),
  total: z.number(),
  note: z.string(),
});
export type CommissionResponse = z.infer<typeof commissionResponseSchema>;

export const illustrationResponseSchema = z.object({
  productCode: z.string(),
  quote: quoteResponseSchema,
  /** Columns that apply to this product, in the spec's order. */
  columns: z.array(illustrationRowSchema.keyof()),
  rows: z.array(illustrationRowSchema),
});
export type IllustrationResponse = z.infer<typeof illustrationResponseSchema>;

/**
 * The demo catalogue file (data/catalogue/catalogue.json) and the JSON import format: companies, products
 * and the general FAQ. @broker/insurance's catalogueSchema adds the checks (codes unique, every product
 * consistent and its company present).
 */
export const catalogueObjectSchema = z.object({
  version: z.string().min(1),
  generatedAt: z.string().min(1),
  companies: z.array(companySchema),
  products: z.array(productObjectSchema),
  faq: z.array(faqItemSchema),
});
export type Catalogue = z.infer<typeof catalogueObjectSchema>;
