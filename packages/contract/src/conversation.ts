import { z } from 'zod';
import {
  ANSWER_SOURCE_TYPES,
  CATEGORIES,
  FEEDBACK_VALUES,
  LIST_TYPES,
  MESSAGE_KINDS,
  POPUP_ACTIONS,
  REPLY_ACTIONS,
  VERSION_TAGS,
} from './enums.js';
import { answerFlagsSchema } from './answer-flags.js';
import { LIMITS } from './limits.js';

/**
 * The conversation API (spec §3, §4, §7): the streamed answer's events, the request body, and the
 * message / history shapes. How the stream is laid out is recorded in docs/decisions/008.
 */

export const categoryParamsSchema = z.object({ category: z.enum(CATEGORIES) });

export const fileInfoSchema = z.object({
  file_name: z.string().max(255),
  file_size: z.number().int().nonnegative(),
  file_path: z.string().max(1024),
  file_hash: z.string().max(128),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** Spec §7 body of `/v1/conversestream/{category}` and `/v1/converse/{category}`. */
export const converseRequestSchema = z.object({
  /** 'llm' asks a new question; 'regenerate' replaces the conversation's last answer. */
  generate: z.enum(MESSAGE_KINDS).default('llm'),
  /** Checked for length after emoji are stripped (the limit is on what the agent meant to send). */
  userPrompt: z.string().default(''),
  /** Empty or absent starts a new conversation. */
  conversationId: z.string().max(64).optional().default(''),
  sessionId: z.string().max(128).optional(),
  channelId: z.string().max(128).optional(),
  channelType: z.string().max(64).optional(),
  /** The client's send time (ms since epoch); kept with the question. */
  sendTs: z.number().int().nonnegative().optional(),
  /** A model from `userinfo.models`; absent = the user's chosen model. */
  llmName: z.string().max(100).optional(),
  subCategory: z.string().max(64).optional(),
  fileInfos: z.array(fileInfoSchema).max(10).optional().default([]),
  enableWebSearch: z.boolean().optional().default(false),
  useKnowledgeBase: z.boolean().optional().default(true),
  /**
   * Extension beside the spec's fields (docs/decisions/014): the id of a message of this conversation
   * the question quotes (spec §3 quoted message data). The assistant reads the quoted text and, for an
   * answer, its products as context for this question; the quote is stored with the question. Empty
   * or absent = no quote. Ignored by a regenerate, which keeps the quote its question had.
   */
  quoteMessageId: z.string().max(64).optional(),
  /**
   * Extension beside the spec's fields (docs/decisions/048): the product assistant (AI source
   * product_aides) locks a new conversation to this catalogue product; a question that names no
   * product is about it. Unknown codes are refused; a conversation keeps the product it started with.
   * Empty or absent = no lock (a locked conversation stays locked).
   */
  productCode: z.string().max(64).optional(),
});
export type ConverseRequest = z.infer<typeof converseRequestSchema>;

/** A product as a card in a list event needs it (at least code, name, company, type, ages). */
export const productCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  company: z.string(),
  companyCode: z.string(),
  /** Chinese type label (重疾险 …). */
  type: z.string(),
  typeCode: z.string(),
  minAge: z.number(),
  maxAge: z.number(),
  onSale: z.boolean(),
  versionTag: z.enum(VERSION_TAGS).optional(),
  highlights: z.array(z.string()),
  tags: z.array(z.string()),
  /** Why it was picked for this question, in one line ('30岁可投，年交约3,260元'). */
  reason: z.string().optional(),
  /** A computed example premium for the question's person, when the question gave enough to quote. */
  annualPremium: z.number().optional(),
  sumInsured: z.number().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** One cited passage (`source_list`). */
export const sourceItemSchema = z.object({
  id: z.string(),
  sourceType: z.enum(ANSWER_SOURCE_TYPES),
  title: z.string(),
  /** The passage text (or its start), for the expandable citation. */
  text: z.string(),
  /** Human-readable origin: product and clause section, FAQ category, document name. */
  source: z.string(),
  productCode: z.string().optional(),
  /** A web page's address (source type web_page): always absolute http(s). */
  url: z
    .string()
    .regex(/^https?:\/\//)
    .optional(),
});
export type SourceItem = z.infer<typeof sourceItemSchema>;

/** A question the agent can tap to ask (`ask_list`, `jump_ask`), or a candidate in a choose card. */
export const askItemSchema = z.object({
  question: z.string(),
  /** For `confirm_branch` candidates: the product the choice stands for. */
  productCode: z.string().optional(),
});
export type AskItem = z.infer<typeof askItemSchema>;

export const productPagesSchema = z.object({
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalNum: z.number().int(),
  currPage: z.number().int(),
});
export type ProductPages = z.infer<typeof productPagesSchema>;

/** Event `data.type` values that are not list types (decision 008). */
export const STREAM_TEXT_TYPES = ['text', 'think', 'query', 'meta', 'end', 'error'] as const;
export const STREAM_EVENT_TYPES = [...STREAM_TEXT_TYPES, ...LIST_TYPES] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];
export type ListType = (typeof LIST_TYPES)[number];

export const streamListItemSchema = z.union([productCardSchema, sourceItemSchema, askItemSchema]);

/**
 * `data` of every event carries every spec field (decision 008): text types put their delta in
 * `content` (a string), list types put the items in `content` (an array). Flags are sticky: once an
 * event of an answer sets one, it stays set; the `end` event repeats the final values.
 */
export const streamDataSchema = z.object({
  content: z.union([z.string(), z.array(streamListItemSchema)]),
  type: z.enum(STREAM_EVENT_TYPES),
  end_tips: z.string(),
  product_end_tips: z.string(),
  axbDisclaimer: z.string(),
  prodcut_pages: productPagesSchema.nullable(),
  /** The model that wrote the answer ('builtin' or a configured model's name). */
  cm: z.string(),
  /** The answer's main source type (spec §4 answer source types), '' when it cites nothing. */
  sc: z.union([z.enum(ANSWER_SOURCE_TYPES), z.literal('')]),
  /**
   * Where `sc` came from, as the agent reads it (decision 036): the cited passage's origin ('安澜岁安 ·
   * 保险责任', '常见问题 · 投保规则') or the product's name; '' without one. Optional on the wire so an
   * older server's events still parse.
   */
  scSource: z.string().optional(),
  vehicleFlag: z.boolean(),
  action: z.enum(REPLY_ACTIONS),
  popup_action: z.enum(POPUP_ACTIONS),
  commissionFlag: z.boolean(),
  colorPageFlag: z.boolean(),
  show_customer_service: z.boolean(),
  /** The previous conversation timed out: this answer starts a new one (`conversation_id`). */
  clean: z.boolean(),
  conversation_id: z.string(),
});
export type StreamData = z.infer<typeof streamDataSchema>;

export const streamEventSchema = z.object({
  /** The text delta for `text` events; '' otherwise. */
  content: z.string(),
  assistantMessageId: z.string(),
  /**
   * Extension beside the spec's fields (docs/decisions/014): the stored id of the question this
   * answer replies to, so a client can quote a question it has just asked.
   */
  userMessageId: z.string(),
  conversationId: z.string(),
  data: streamDataSchema,
});
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** What a question quoted (spec §3 quoted message data): the message's id and its text then. */
export const messageQuoteSchema = z.object({
  id: z.string(),
  /** The quoted message's text when it was quoted, cut to QUOTE_MAX_CHARS characters. */
  content: z.string(),
});
export type MessageQuote = z.infer<typeof messageQuoteSchema>;

/** A stored message (spec §3 conversation message, server side). */
export const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 'send' is the agent's question, 'receive' the answer (spec §3). */
  source: z.enum(['send', 'receive']),
  content: z.string(),
  thinkContent: z.string(),
  queryContent: z.string(),
  success: z.boolean(),
  /** False when the answer was cut off (the client left, the server stopped) before it finished. */
  finished: z.boolean(),
  /** Products of the answer's product list: the first page (5); `converse_products` pages on. */
  result: z.array(productCardSchema),
  resultType: z.union([z.enum(LIST_TYPES), z.literal('')]),
  prodPagination: productPagesSchema.nullable(),
  sources: z.array(sourceItemSchema),
  ask: z.array(askItemSchema),
  /** Candidates of a `confirm_branch` choose card. */
  choices: z.array(askItemSchema),
  like: z.boolean(),
  dislike: z.boolean(),
  dislikeReasons: z.array(z.string()),
  endTips: z.string(),
  productEndTips: z.string(),
  axbDisclaimer: z.string(),
  cm: z.string(),
  sc: z.string(),
  /** Where the main source (`sc`) came from; '' when the answer names none (decision 036). */
  scSource: z.string(),
  ...answerFlagsSchema.shape,
  files: z.array(z.object({ name: z.string(), size: z.number(), url: z.string(), hash: z.string() })),
  /** On a question: the message it quoted; null otherwise. */
  quote: z.nullable(messageQuoteSchema),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The non-streamed answer (`/v1/converse/{category}`): the same answer as one message. */
export const converseResponseSchema = z.object({
  conversationId: z.string(),
  assistantMessageId: z.string(),
  clean: z.boolean(),
  message: conversationMessageSchema,
});
export type ConverseResponse = z.infer<typeof converseResponseSchema>;

/** Spec §3 conversation history item. */
export const conversationListItemSchema = z.object({
  conversationId: z.string(),
  category: z.enum(CATEGORIES),
  /** The first question, as the title. */
  message: z.string(),
  /** Last activity, ISO time. */
  date: z.string(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const conversationListQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(100).default(LIMITS.conversationListPageSize),
  /** Cursor: the last conversationId of the previous page. */
  c_id: z.string().max(64).optional(),
  channelType: z.string().max(64).optional(),
});
/**
 * `product_aides/convhistory`: the product assistant's conversations, newest first; with `productCode`
 * (an extension, decision 048) only those locked to that product.
 */
export const productAidesListQuerySchema = conversationListQuerySchema.extend({
  productCode: z.string().min(1).max(64).optional(),
});
export const conversationListSchema = z.object({
  list: z.array(conversationListItemSchema),
  /** True when there are conversations after this page. */
  hasMore: z.boolean(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(LIMITS.historyDetailPageSize),
});
export const conversationHistorySchema = z.object({
  conversationId: z.string(),
  category: z.enum(CATEGORIES),
  /** Locked product codes of the conversation's context (for '这款…' follow-ups). */
  lockedProducts: z.array(z.string()),
  /** The channel it was asked in ('' = the product assistant; cs/qywx_cs = customer service): reopened, it continues there. */
  channelType: z.string(),
  /** Oldest first within the page; page 1 holds the newest messages. */
  list: z.array(conversationMessageSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** True while an answer in this conversation is still being generated. */
  generating: z.boolean(),
});
export type ConversationHistory = z.infer<typeof conversationHistorySchema>;

export const feedbackRequestSchema = z.object({
  messageId: z.string().min(1).max(64),
  feedback: z.enum(FEEDBACK_VALUES),
  /** For 'bad': the reasons chosen in the popup and an optional comment. */
  reasons: z.array(z.string().max(50)).max(10).optional().default([]),
  comment: z.string().max(500).optional().default(''),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const converseProductsRequestSchema = z.object({
  conversationId: z.string().min(1).max(64),
  assistantMessageId: z.string().min(1).max(64),
  currPage: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(20).optional().default(LIMITS.productPageSize),
});
export const converseProductsResponseSchema = z.object({
  result: z.array(productCardSchema),
  prodcut_pages: productPagesSchema,
});

/** Questions offered on the home screen and after answers. */
export const hintListSchema = z.object({ list: z.array(askItemSchema) });
export type HintList = z.infer<typeof hintListSchema>;

/** Reasons offered in the dislike popup (the agent may also write a comment). */
export const DISLIKE_REASONS = [
  '答案不准确',
  '答非所问',
  '信息不完整',
  '产品推荐不合适',
  '数字有误',
  '其他',
] as const;
