import { z } from 'zod';
import { CONDITION_CODES } from './underwriting.js';

/**
 * A product's health notice (健康告知, issue 15, decision 044): the insurer's yes/no questions in its own
 * words, each with what it asks about in the pre-underwriting vocabulary, so a customer's conditions
 * can be checked against this product's questions rather than only its kind's rule table.
 */
export const healthNoticeAskSchema = z.object({
  condition: z.enum(CONDITION_CODES),
  /**
   * The condition's bands the question covers (the insurance core checks they exist); absent = every
   * band but the normal range. A band only partly inside the question's threshold counts as asked.
   */
  bands: z.array(z.string().min(1)).min(1).optional(),
});
export type HealthNoticeAsk = z.infer<typeof healthNoticeAskSchema>;

export const healthNoticeQuestionSchema = z.object({
  question: z.string().min(4).max(300),
  /** Empty for questions the vocabulary has no condition for (住院、手术、先天性疾病 …). */
  asks: z.array(healthNoticeAskSchema),
});
export type HealthNoticeQuestion = z.infer<typeof healthNoticeQuestionSchema>;

export const healthNoticeSchema = z.array(healthNoticeQuestionSchema).min(1).max(30);
export type HealthNotice = z.infer<typeof healthNoticeSchema>;
