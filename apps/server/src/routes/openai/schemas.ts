import {
  CATEGORIES,
  answerFlagsSchema,
  askItemSchema,
  conversationMessageSchema,
  productCardSchema,
  productPagesSchema,
  sourceItemSchema,
} from '@broker/contract';
import { z } from 'zod';

/**
 * The OpenAI-compatible provider's shapes (docs/decisions/033): what chat clients (the `openai` SDK,
 * LobeChat, NextChat, Dify) send and read. Only the fields the assistant uses are read; the rest of
 * OpenAI's parameters (temperature, top_p, tools …) are accepted and ignored, since the answer is
 * the assistant's, grounded in the catalogue, whatever sampling a client asks for.
 */

const textPartSchema = z.object({ type: z.literal('text'), text: z.string() });
/** Other parts (images, audio) are accepted but carry no text the assistant reads. */
const otherPartSchema = z.object({ type: z.string() });

export const chatMessageSchema = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
  content: z
    .union([z.string(), z.array(z.union([textPartSchema, otherPartSchema])).max(100)])
    .nullable()
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Our extension beside OpenAI's fields (the SDK's `extra_body`); everything is optional. */
export const brokerRequestSchema = z.object({
  /** Continue this conversation of the agent; absent = found from the earlier answer, or a new one. */
  conversationId: z.string().max(64).optional(),
  /** The conversation's category (the app's `{category}`); General when absent. */
  category: z.enum(CATEGORIES).optional(),
});

export const chatCompletionRequestSchema = z.object({
  /** One of `GET /openapi/v1/models` (the agent's models in the app). */
  model: z.string().min(1).max(100),
  messages: z.array(chatMessageSchema).min(1, '消息列表为空，请至少提供一条用户消息').max(500),
  stream: z.boolean().nullable().optional(),
  broker: brokerRequestSchema.optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** What the answer carries beside its text, under the contract's names (a stored message's fields). */
export const brokerAnswerSchema = z.object({
  conversationId: z.string(),
  assistantMessageId: z.string(),
  /** The previous conversation was idle too long: this answer started a new one. */
  clean: z.boolean(),
  /** False when the answer was cut off before it finished. */
  finished: z.boolean(),
  products: z.array(productCardSchema),
  productListType: conversationMessageSchema.shape.resultType,
  productPages: productPagesSchema.nullable(),
  sources: z.array(sourceItemSchema),
  ask: z.array(askItemSchema),
  choices: z.array(askItemSchema),
  flags: answerFlagsSchema,
  endTips: z.string(),
  productEndTips: z.string(),
  disclaimer: z.string(),
  /** The answer's main source type ('' when it cites nothing). */
  sourceType: z.string(),
  /** The model that wrote the answer: the one asked for, or the built-in engine standing in for it. */
  answeredBy: z.string(),
});
export type BrokerAnswer = z.infer<typeof brokerAnswerSchema>;

const assistantMessageSchema = z.object({
  role: z.literal('assistant'),
  content: z.string(),
  /** The answer's reasoning (the app's think section), as DeepSeek-style clients read it. */
  reasoning_content: z.string().optional(),
  refusal: z.null(),
});

export const chatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: assistantMessageSchema,
      finish_reason: z.literal('stop'),
      logprobs: z.null(),
    }),
  ),
  broker: brokerAnswerSchema,
});
export type ChatCompletion = z.infer<typeof chatCompletionSchema>;

/** One `data:` line of the stream; the first names the conversation, the last carries `broker`. */
export const chatCompletionChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({
        role: z.literal('assistant').optional(),
        content: z.string().optional(),
        reasoning_content: z.string().optional(),
      }),
      finish_reason: z.literal('stop').nullable(),
      logprobs: z.null(),
    }),
  ),
  broker: z
    .union([
      brokerAnswerSchema,
      brokerAnswerSchema.pick({ conversationId: true, assistantMessageId: true, clean: true }),
    ])
    .optional(),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

export const modelListSchema = z.object({
  object: z.literal('list'),
  data: z.array(
    z.object({
      id: z.string(),
      object: z.literal('model'),
      /** When this server started offering it (unix seconds). */
      created: z.number().int(),
      owned_by: z.string(),
    }),
  ),
});
export type ModelList = z.infer<typeof modelListSchema>;

/** OpenAI's error body, plus the app's `detail` (the same Chinese text as `error.message`). */
export const openAiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    param: z.null(),
    code: z.string(),
  }),
  detail: z.string(),
});
export type OpenAiError = z.infer<typeof openAiErrorSchema>;
