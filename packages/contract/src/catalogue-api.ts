import {
  clauseSectionSchema,
  companySchema,
  factorConstraintSchema,
  factorDefinitionSchema,
  factorOptionSchema,
  factorValuesSchema,
  faqPairSchema,
  productBenefitsSchema,
  productCodeSchema,
  productTypeSchema,
  rangeSchema,
  UNLIMITED,
} from './catalogue.js';
import { pagedSchema, productSummarySchema } from './catalogue-product.js';
import { z } from 'zod';
import { genderCode, productTypeCode } from './catalogue-labels.js';

/**
 * Shapes of the catalogue endpoints (docs/decisions/006-catalogue-api.md), built from the contract's
 * catalogue schemas. They belong in packages/contract beside them and live here only until the owner of
 * those files takes them over. The query schema also reads the filters' words: type codes or labels,
 * company codes or names, '不限'.
 */

const option = z.object({ value: z.string(), label: z.string() });
const unset = (v: string | undefined) => v === undefined || v === '' || v === UNLIMITED;

/** '不限', one age ('30') or a band ('18-30', as /v1/prodfilterage/ offers them). */
export function parseAgeFilter(text: string): { min: number; max: number } | undefined | null {
  if (unset(text)) return undefined;
  const match = /^(\d{1,3})(?:\s*[-~～至]\s*(\d{1,3}))?\s*(?:周?岁)?$/.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max && max <= 120 ? { min, max } : null;
}

export const productSearchQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(50, '关键词不能超过50个字')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  type: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return undefined;
      const code = productTypeCode(v ?? '');
      if (!code) ctx.addIssue({ code: 'custom', message: `未知的产品类型「${v}」` });
      return code;
    }),
  company: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (unset(v) ? undefined : v)),
  age: z
    .string()
    .default(UNLIMITED)
    .transform((v, ctx) => {
      const ages = parseAgeFilter(v);
      if (ages === null) ctx.addIssue({ code: 'custom', message: '须为“不限”、年龄或年龄段（如 18-30）' });
      return ages ?? undefined;
    }),
  gender: z
    .string()
    .default(UNLIMITED)
    .transform((v, ctx) => {
      if (unset(v.trim())) return undefined;
      const code = genderCode(v);
      if (code !== 'M' && code !== 'F')
        ctx.addIssue({ code: 'custom', message: '须为“不限”、男（M）或女（F）' });
      return code as 'M' | 'F';
    }),
  onSale: z
    .enum(['true', 'false', UNLIMITED], { error: '须为 true、false 或“不限”' })
    .default('true')
    .transform((v) => (v === UNLIMITED ? undefined : v === 'true')),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多50条').default(10),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productPageSchema = pagedSchema(productSummarySchema);

export const productCodeParamsSchema = z.object({ code: productCodeSchema });
export const productCodeBodySchema = z.object({ productCode: productCodeSchema });

export const ageOptionsSchema = z.array(option);

export const companyListSchema = z.array(
  companySchema.extend({ productCount: z.number().int(), onSaleCount: z.number().int() }),
);

/** Everything a detail card shows; rates, commissions and pricing bases stay on the server. */
export const productDetailSchema = productSummarySchema.extend({
  aliases: z.array(z.string()),
  insurer: companySchema.pick({ code: true, name: true, shortName: true, hotline: true }),
  launchDate: z.string(),
  minAgeText: z.string().optional(),
  genders: z.array(option),
  premiumDriven: z.boolean(),
  sumInsured: rangeSchema.optional(),
  premium: rangeSchema.optional(),
  coverageTerms: z.array(option),
  paymentTerms: z.array(option),
  paymentFrequencies: z.array(option),
  waitingPeriodDays: z.number().int(),
  hesitationPeriodDays: z.number().int(),
  gracePeriodDays: z.number().int(),
  benefits: productBenefitsSchema,
  exclusions: z.array(z.string()),
  /** The health notice's questions (健康告知), in order; absent when the catalogue records none. */
  healthNotice: z.array(z.string()).optional(),
  clauses: z.array(clauseSectionSchema),
  faq: z.array(faqPairSchema),
  /** Whether POST /v1/premium/illustration shows cash values (products with a pricing basis). */
  hasCashValue: z.boolean(),
  /**
   * The pricing interest rate (预定利率) of a product with a pricing basis — what its cash values are
   * guaranteed at; null for yearly medical and accident cover, which has none.
   */
  pricingInterestRate: z.number().nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** What a quote form needs (spec: POST /v1/prodfactors/app_fetch). */
export const productFactorsSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  type: z.string(),
  typeCode: productTypeSchema,
  premiumDriven: z.boolean(),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  factors: z.array(factorDefinitionSchema),
  constraints: z.array(factorConstraintSchema),
  /** Every factor's default: a quote with these alone succeeds. */
  defaults: factorValuesSchema,
  paymentTerms: z.array(option),
  coverageTerms: z.array(option),
  paymentFrequencies: z.array(factorOptionSchema.pick({ value: true, label: true })),
  sumInsured: rangeSchema.optional(),
  premium: rangeSchema.optional(),
});
export type ProductFactors = z.infer<typeof productFactorsSchema>;
