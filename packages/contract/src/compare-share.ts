import { z } from 'zod';
import { comparisonSchema } from './compare.js';
import { COMPARE_LIMITS } from './compare.js';

/** Ids in paths and queries: a malformed one is a 404 like an unknown one, never a 500. */
export const comparisonIdParamsSchema = z.object({ id: z.string().max(64) });

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const comparisonHistoryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  productNames: z.array(z.string()),
  savedAt: z.string(),
  views: z.number().int(),
});
export const comparisonHistoryPageSchema = z.object({
  result: z.array(comparisonHistoryItemSchema),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalNum: z.number().int(),
});
export type ComparisonHistoryPage = z.infer<typeof comparisonHistoryPageSchema>;
export type ComparisonHistoryItem = z.infer<typeof comparisonHistoryItemSchema>;

/** GET /v1/prodcompare/deleteprod/: a product leaves a saved comparison. */
export const deleteProductQuerySchema = z.object({ id: z.string().max(64), productCode: z.string().max(40) });

/** GET /v1/product/compare/share/code (spec: params). */
export const shareCodeQuerySchema = z.object({ id: z.string().max(64) });
export const shareCodeSchema = z.object({
  shareCode: z.string(),
  expiresAt: z.string(),
  /** The customer's page, relative to the app's address: `#/comparisonResults?shareFlag=1&…`. */
  path: z.string(),
});
export type ShareCode = z.infer<typeof shareCodeSchema>;

export const retrieveQuerySchema = z.object({ share_code: z.string().max(64).default('') });

/** What a customer sees: the frozen comparison without commission, and who sent it. */
export const sharedComparisonSchema = z.object({
  comparison: comparisonSchema,
  agent: z.object({ realName: z.string(), workId: z.string() }),
  expiresAt: z.string(),
});
export type SharedComparison = z.infer<typeof sharedComparisonSchema>;

/** POST /wx/coreapi/appShareInfo: the WeChat share card. */
export const shareInfoRequestSchema = z.object({ id: z.string().max(64), shareCode: z.string().max(64) });
export const shareInfoSchema = z.object({
  title: z.string(),
  desc: z.string(),
  imgUrl: z.string(),
  link: z.string(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '访客标识格式不正确');

/**
 * POST /v1/behavior/reporting (spec §3 behaviour-tracking record). `type` 'view' when the shared page
 * opens, 'leave' from the page-leave beacon with `duration` in seconds. `sessionId` names one page view,
 * `visitorId` the browser (kept in its local storage).
 */
export const behaviourReportSchema = z.object({
  type: z.enum(['view', 'leave']),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '会话标识格式不正确'),
  visitorId: visitorIdSchema,
  shareCode: z.string().min(1).max(64),
  comparisonId: z.string().max(64),
  browser: z.string().max(60).default(''),
  device: z.string().max(60).default(''),
  engine: z.string().max(60).default(''),
  os: z.string().max(60).default(''),
  reportTime: z.number().int().nonnegative().optional(),
  spm: z.string().max(60).default(''),
  spmName: z.string().max(60).default(''),
  duration: z
    .number()
    .min(0, '停留时长不能为负数')
    .max(COMPARE_LIMITS.maxViewSeconds, '停留时长超出范围')
    .default(0),
  /** The WeChat name the server signed for this visitor (`/v1/wechat/oauth/callback`), when it has one. */
  wechatIdentity: z.string().max(2048).optional(),
});
export type BehaviourReport = z.infer<typeof behaviourReportSchema>;

export const behaviourQuerySchema = z.object({
  /** Only this comparison's records (optional). */
  current_id: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Spec §3 interaction record, with which comparison and how long. */
export const interactionRecordSchema = z.object({
  id: z.string(),
  userAvatar: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  status: z.enum(['read', 'unread']),
  comparisonId: z.string(),
  comparisonTitle: z.string(),
  duration: z.number(),
  device: z.string(),
});
export type InteractionRecord = z.infer<typeof interactionRecordSchema>;
export const interactionPageSchema = z.object({
  result: z.array(interactionRecordSchema),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalNum: z.number().int(),
  unreadNum: z.number().int(),
});
export type InteractionPage = z.infer<typeof interactionPageSchema>;

/** GET /v1/behavior/status/change: one record read, or all of them without `id`. */
export const statusChangeQuerySchema = z.object({ id: z.string().max(64).optional() });

/**
 * Ours, not in spec §7: the customer's share page in WeChat goes through WeChat's web authorisation
 * to be named (decision 018). `start` sends the browser to WeChat; WeChat returns to `callback` with
 * `code` (or without it when the customer refused), which returns to the share page.
 */
export const wechatOAuthStartQuerySchema = z.object({
  id: z.string().max(64),
  share_code: z.string().min(1).max(64),
  visitor: visitorIdSchema,
});
export const wechatOAuthCallbackQuerySchema = wechatOAuthStartQuerySchema.extend({
  code: z.string().max(256).optional(),
  state: z.string().max(128).optional(),
});
