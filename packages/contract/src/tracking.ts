import { z } from 'zod';
import { TRACKING_SPM_PREFIX } from './limits.js';
import { pointIdOf } from './tracking-points.js';

const text = (max: number) => z.string().max(max).optional();

/**
 * One event: the behaviour-tracking record's fields and the chat-tracking record's, all optional but
 * the code. `spm` or `pointsCode` (the chat-tracking record's name for it) must be an spm code of ours.
 * `userId` is the client's claim and ignored: who sent it is the session.
 */
export const trackingEventSchema = z
  .object({
    // behaviour-tracking record
    type: text(40),
    sessionId: text(80),
    browser: text(60),
    device: text(60),
    engine: text(60),
    os: text(60),
    reportTime: z.number().int().nonnegative().optional(),
    userId: text(80),
    spm: text(40),
    spmName: text(60),
    systemFlag: text(40),
    routAdd: text(200),
    dynamicName: text(60),
    dynamicValue: text(200),
    duration: z.number().min(0).optional(),
    argsJson: text(2000),
    // chat-tracking record
    scene: text(60),
    systemName: text(60),
    pageName: text(60),
    functionName: text(60),
    functionCode: text(60),
    pointsCode: text(40),
  })
  .refine((e) => pointIdOf(e.spm ?? e.pointsCode ?? '') !== null, {
    message: `埋点编码须为 ${TRACKING_SPM_PREFIX}.<点位编号>`,
    path: ['spm'],
  });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * POST /buried/spm/save: one record, a list, or `{ events, token?, globalId? }`. `token` is the session
 * for beacons, which cannot set an Authorization header.
 */
export const trackingBatchSchema = z.object({
  token: z.string().max(200).optional(),
  globalId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '全局标识格式不正确')
    .optional(),
  buriedSessionId: text(80),
  events: z.array(trackingEventSchema).min(1, '没有埋点数据'),
});
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

export const trackingSaveResponseSchema = z.object({
  /** Events stored. */
  accepted: z.number().int(),
  /** Events left out: a visitor's that need an agent, or over the day's ceiling. */
  dropped: z.number().int(),
});

/** POST /buried/getGlobalId: the same id for an agent on every device; a visitor's is new each call. */
export const globalIdResponseSchema = z.object({ globalId: z.string() });

// ---- the operators' analytics view (GET /v1/analytics/…) ---------------------------------------------

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_RANGES as readonly number[]).includes(d), '时间范围只能是 7、30 或 90 天')
    .default(7),
});

/** Counts per day (`days` order) for each key of a dimension. */
const seriesMapSchema = z.record(z.string(), z.array(z.number().int()));

export const analyticsSummarySchema = z.object({
  /** The days shown, 'YYYY-MM-DD' in the operators' time zone, oldest first. */
  days: z.array(z.string()),
  timeZone: z.string(),
  activeAgents: z.array(z.number().int()),
  questionsByCategory: seriesMapSchema,
  toolsByScreen: seriesMapSchema,
  sharesOpened: seriesMapSchema,
  /** Per act of the answer (the engine's intent): likes and dislikes per day. */
  feedbackByAct: z.record(
    z.string(),
    z.object({ likes: z.array(z.number().int()), dislikes: z.array(z.number().int()) }),
  ),
  /** The most active agents of the range by work id (no names: spec §6 data stays minimal). */
  topAgents: z.array(
    z.object({ workId: z.string(), activeDays: z.number().int(), questions: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsAccessSchema = z.object({ operator: z.boolean() });
export type AnalyticsAccess = z.infer<typeof analyticsAccessSchema>;
