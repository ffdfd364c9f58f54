import { z } from 'zod';
import { illustrationRowSchema } from './catalogue-illustration.js';
import { factorValuesSchema, productCodeSchema } from './catalogue.js';
import { commissionResponseSchema, quoteResponseSchema } from './catalogue-product.js';

/**
 * The premium and commission calculator (issue 14, decision 021): one round trip per recalculation.
 * The request is the quote request (`quoteRequestSchema`); the answer carries the quote, what the
 * customer pays over the payment term, the agent's commission schedule and, for products with cash
 * values, a short illustration.
 */
export const calculationResponseSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  /** The factors the calculation used, defaults filled in. */
  factors: factorValuesSchema,
  quote: quoteResponseSchema,
  /** Years of payments (趸交 1; '交至60岁' counts from the insured's age). */
  paymentYears: z.number().int(),
  /** What the customer pays in all at the chosen frequency: premium × payments a year × years. */
  totalPremium: z.number(),
  /** The agent's commission by policy year; null when the catalogue has none for these factors. */
  commission: commissionResponseSchema.nullable(),
  /** Why there is no commission (the core's rule, in Chinese), when `commission` is null. */
  commissionProblem: z.string().nullable(),
  /** Cash values and benefits at a few policy years; null for products without a pricing basis. */
  illustration: z
    .object({
      columns: z.array(illustrationRowSchema.keyof()),
      rows: z.array(illustrationRowSchema),
    })
    .nullable(),
});
export type CalculationResponse = z.infer<typeof calculationResponseSchema>;

/** The factors a conversation understood for one product (the chat's 算保费 and commission answers). */
export const conversationFactorsRequestSchema = z.object({
  conversationId: z.string().min(1, '缺少会话编号').max(64, '会话编号格式不正确'),
  productCode: productCodeSchema,
});
export type ConversationFactorsRequest = z.infer<typeof conversationFactorsRequestSchema>;

export const conversationFactorsResponseSchema = z.object({
  productCode: z.string(),
  /** Only factors the product asks for; values are as the agent said them (the quote checks them). */
  factors: factorValuesSchema,
});
export type ConversationFactorsResponse = z.infer<typeof conversationFactorsResponseSchema>;
