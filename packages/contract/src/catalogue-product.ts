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
import { illustrationBasisSchema, illustrationRowSchema } from './catalogue-illustration.js';
import { checkProductConsistency } from './catalogue-consistency.js';

/**
 * A product's fields without the cross-field checks. zod refuses `.pick`/`.omit`/`.partial` on a schema
 * with refinements, so derive partial shapes (import rows, patches) from this one.
 */
export const productObjectSchema = z.object({
  code: productCodeSchema,
  name: z.string().min(2).max(60),
  /** What agents actually call it: short names, nicknames, common misspellings. */
  aliases: z.array(z.string().min(1).max(30)),
  companyCode: z.string().regex(/^[A-Z]{2,8}$/),
  type: productTypeSchema,
  onSale: z.boolean(),
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
  clauses: z.array(clauseSectionSchema),
  faq: z.array(faqPairSchema),
  factors: z.array(factorDefinitionSchema).min(1),
  constraints: z.array(factorConstraintSchema),
  rates: rateTableSchema,
  commission: commissionScheduleSchema,
  illustration: illustrationBasisSchema,
});

/**
 * A whole product as the catalogue stores, imports and exports it: the fields, and their consistency
 * (factor codes unique, defaults valid and within every constraint, a rate row for every key combination
 * over its ages, premium-driven types quoted from a premium …; see catalogue-consistency.ts).
 */
export const productSchema = productObjectSchema.superRefine(checkProductConsistency);
export type Product = z.infer<typeof productSchema>;

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
 * and the general FAQ, with codes unique and every product's company present.
 */
export const catalogueSchema = z
  .object({
    version: z.string().min(1),
    generatedAt: z.string().min(1),
    companies: z.array(companySchema),
    products: z.array(productSchema),
    faq: z.array(faqItemSchema),
  })
  .superRefine((catalogue, ctx) => {
    const duplicates = (codes: string[]) => codes.filter((code, i) => codes.indexOf(code) !== i);
    for (const code of duplicates(catalogue.companies.map((c) => c.code)))
      ctx.addIssue({ code: 'custom', path: ['companies'], message: `公司代码重复：${code}` });
    for (const code of duplicates(catalogue.products.map((p) => p.code)))
      ctx.addIssue({ code: 'custom', path: ['products'], message: `产品代码重复：${code}` });
    for (const id of duplicates(catalogue.faq.map((f) => f.id)))
      ctx.addIssue({ code: 'custom', path: ['faq'], message: `FAQ 编号重复：${id}` });
    const companies = new Set(catalogue.companies.map((c) => c.code));
    catalogue.products.forEach((p, i) => {
      if (!companies.has(p.companyCode))
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'companyCode'],
          message: `未知的公司代码：${p.companyCode}`,
        });
    });
  });
export type Catalogue = z.infer<typeof catalogueSchema>;
