import { z } from 'zod';
import { answerFlagsSchema, type AnswerFlags } from './answer-flags.js';
import { flagsOf, NO_FLAGS, type StreamedAnswer } from './answer-fold.js';
import { askItemSchema, productCardSchema, productPagesSchema, sourceItemSchema } from './conversation.js';
import { LIST_TYPES } from './enums.js';

/**
 * A list read from a stored row: items that no longer match their schema (written by an older
 * version) are left out instead of failing the whole history page.
 */
function storedList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

/** Flags read from a stored row: each one that is missing or malformed is down. */
const storedFlags = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((raw) => {
    const flags: AnswerFlags = { ...NO_FLAGS };
    for (const [key, schema] of Object.entries(answerFlagsSchema.shape)) {
      const parsed = schema.safeParse(raw[key]);
      if (parsed.success) Object.assign(flags, { [key]: parsed.data });
    }
    return flags;
  });

/**
 * The stored answer (`messages.payload`, jsonb) besides its text columns: lists, tips, flags and what
 * only the server needs. Lenient by design: every field falls back to its empty value, so a row
 * written by an older version (or a question's `{}`) reads as an answer without that part; parsing
 * never throws.
 */
export const answerPayloadSchema = z.object({
  result: storedList(productCardSchema),
  resultType: z.union([z.enum(LIST_TYPES), z.literal('')]).catch(''),
  prodPagination: productPagesSchema.nullable().catch(null),
  /** Every matching product code, ranked: `converse_products` serves later pages from these. */
  allCodes: z.array(z.string()).catch([]),
  sources: storedList(sourceItemSchema),
  ask: storedList(askItemSchema),
  choices: storedList(askItemSchema),
  endTips: z.string().catch(''),
  productEndTips: z.string().catch(''),
  axbDisclaimer: z.string().catch(''),
  sc: z.string().catch(''),
  scSource: z.string().catch(''),
  flags: storedFlags,
  /**
   * The conversation context this answer started from (the engine's shape, opaque here): a
   * regenerate answers from it again.
   */
  contextBefore: z.record(z.string(), z.unknown()).optional().catch(undefined),
  /** What the answer did (the engine's intent, e.g. 'selection'): the analytics view's feedback per act. */
  act: z.string().optional().catch(undefined),
});
export type AnswerPayload = z.output<typeof answerPayloadSchema>;

/** A stored payload as an answer payload, whatever version wrote it. */
export function readAnswerPayload(stored: unknown): AnswerPayload {
  const isObject = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  return answerPayloadSchema.parse(isObject ? stored : {});
}

/** What the server keeps of a streamed answer beside it. */
export interface AnswerExtras {
  allCodes: string[];
  contextBefore?: Record<string, unknown> | undefined;
  act?: string | undefined;
}

/** The payload to store for an answer built from its events. */
export function toAnswerPayload(answer: StreamedAnswer, extras: AnswerExtras): AnswerPayload {
  return {
    result: answer.result,
    resultType: answer.resultType,
    prodPagination: answer.prodPagination,
    allCodes: extras.allCodes,
    sources: answer.sources,
    ask: answer.ask,
    choices: answer.choices,
    endTips: answer.endTips,
    productEndTips: answer.productEndTips,
    axbDisclaimer: answer.axbDisclaimer,
    sc: answer.sc,
    scSource: answer.scSource,
    flags: flagsOf(answer),
    ...(extras.contextBefore ? { contextBefore: extras.contextBefore } : {}),
    ...(extras.act ? { act: extras.act } : {}),
  };
}

/** A stored payload as the answer fields of a message (spec §3); text, model and status are columns. */
export function fromAnswerPayload(
  payload: AnswerPayload,
): Omit<StreamedAnswer, 'content' | 'thinkContent' | 'queryContent' | 'cm' | 'success' | 'finished'> {
  return {
    result: payload.result,
    resultType: payload.resultType,
    prodPagination: payload.prodPagination,
    sources: payload.sources,
    ask: payload.ask,
    choices: payload.choices,
    endTips: payload.endTips,
    productEndTips: payload.productEndTips,
    axbDisclaimer: payload.axbDisclaimer,
    sc: payload.sc,
    scSource: payload.scSource,
    ...payload.flags,
  };
}
