import { z } from 'zod';
import { filePathSchema } from './files.js';
import { stripEmoji } from './text.js';

/** Customer service (issue 16, docs/decisions/025): work orders, live-agent hours, the notice banner. */
export const WORK_ORDER_LIMITS = {
  /** A person's name; Chinese names are 2–4 characters, foreign ones in Chinese rarely pass 20. */
  nameMax: 20,
  /** Enough for a full account of a problem, not for a pasted document. */
  problemMax: 1000,
  /** A /csSummary text attached to the order. */
  summaryMax: 4000,
  replyMax: 2000,
  listPageSize: 50,
  /** Screenshots on one order: enough to show a screen and its error, not a photo album. */
  screenshotsMax: 3,
  /** One screenshot: a phone's full-resolution screen capture is 1–4 MB. */
  screenshotMaxBytes: 10 * 1024 * 1024,
} as const;

/** Screenshots are images: checked by content on upload (magic bytes) and again when the order is made. */
export const WORK_ORDER_SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const WORK_ORDER_CATEGORIES = [
  'app_use',
  'policy',
  'claim',
  'renewal',
  'account',
  'complaint',
  'other',
] as const;
export type WorkOrderCategory = (typeof WORK_ORDER_CATEGORIES)[number];
export const WORK_ORDER_CATEGORY_LABELS: Record<WorkOrderCategory, string> = {
  app_use: '使用问题',
  policy: '保单问题',
  claim: '理赔问题',
  renewal: '续保续期',
  account: '账号问题',
  complaint: '投诉建议',
  other: '其他',
};

export const WORK_ORDER_STATUSES = ['open', 'replied', 'closed'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/**
 * Spec §5 "phone number must be valid": a mainland mobile number (11 digits, 1[3-9]…), optionally with
 * +86 and spaces or dashes as people type them; stored as the bare 11 digits.
 */
export function normalisePhone(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined;
}

const cleanText = (s: string) => stripEmoji(s).trim();

export const workOrderNameSchema = z
  .string({ error: '请填写姓名' })
  .transform((s) => cleanText(s).replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, '请填写姓名')
      .max(WORK_ORDER_LIMITS.nameMax, `姓名不能超过${WORK_ORDER_LIMITS.nameMax}个字`),
  );

export const workOrderPhoneSchema = z.string({ error: '请填写手机号码' }).transform((s, ctx) => {
  const phone = normalisePhone(s);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: '请填写正确的11位手机号码' });
    return z.NEVER;
  }
  return phone;
});

export const workOrderProblemSchema = z
  .string({ error: '请描述遇到的问题' })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, '请描述遇到的问题')
      .max(WORK_ORDER_LIMITS.problemMax, `问题描述不能超过${WORK_ORDER_LIMITS.problemMax}字`),
  );

const originField = z.string().max(200, '参数过长').optional();
/** The work-order page's URL parameters (spec §7) besides erpToken and appbackFlag. */
export const workOrderOriginSchema = z.object({
  saleinfo: originField,
  applyBy: originField,
  applyName: originField,
  taskType: originField,
  source: originField,
  target: originField,
});
export type WorkOrderOrigin = z.infer<typeof workOrderOriginSchema>;

export const workOrderInputSchema = z.object({
  name: workOrderNameSchema,
  phone: workOrderPhoneSchema,
  category: z.enum(WORK_ORDER_CATEGORIES, { error: '请选择问题类型' }),
  problem: workOrderProblemSchema,
  summary: z
    .string()
    .max(WORK_ORDER_LIMITS.summaryMax, `客服小结不能超过${WORK_ORDER_LIMITS.summaryMax}字`)
    .optional(),
  origin: workOrderOriginSchema.default({}),
  /** Files uploaded through /v1/sts (the agent's own, images only). */
  screenshots: z
    .array(filePathSchema)
    .max(WORK_ORDER_LIMITS.screenshotsMax, `截图最多${WORK_ORDER_LIMITS.screenshotsMax}张`)
    .default([]),
  /** The customer-service conversation the order comes from (/csSummary, /csAssistant). */
  conversationId: z.string().max(64).optional(),
});
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;

export const workOrderIdParamsSchema = z.object({ id: z.string().max(64) });
export const workOrderSummaryRequestSchema = z.object({
  /** The summarised conversation: attaching its summary links the order to it. */
  conversationId: z.string().max(64).optional(),
  summary: z
    .string()
    .trim()
    .min(1, '小结为空')
    .max(WORK_ORDER_LIMITS.summaryMax, `客服小结不能超过${WORK_ORDER_LIMITS.summaryMax}字`),
});

/** 'none': no webhook is configured, operators work from the CLI only. */
export const DELIVERY_STATES = ['pending', 'delivered', 'none'] as const;

export const workOrderSchema = z.object({
  id: z.string(),
  /** Human-readable, e.g. GD000123: what the agent quotes on the phone. */
  number: z.string(),
  name: z.string(),
  phone: z.string(),
  category: z.enum(WORK_ORDER_CATEGORIES),
  problem: z.string(),
  summary: z.string().nullable(),
  screenshots: z.array(
    z.object({ path: filePathSchema, name: z.string(), size: z.number().int(), url: z.string() }),
  ),
  /** The customer-service conversation it came from, if any. */
  conversationId: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** A reply the agent has not opened yet. */
  unread: z.boolean(),
  delivery: z.object({ state: z.enum(DELIVERY_STATES), attempts: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderListSchema = z.object({
  result: z.array(workOrderSchema),
  /** Orders with a reply the agent has not opened. */
  unread: z.number().int(),
});
export type WorkOrderList = z.infer<typeof workOrderListSchema>;

/** Live-agent hours right now, in the operator's time zone. */
export const csAvailabilitySchema = z.object({
  open: z.boolean(),
  workTimeStart: z.string(),
  workTimeEnd: z.string(),
  timeZone: z.string(),
  /** When agents are next on duty (ISO), or null when open or no day is a working day. */
  nextOpenAt: z.string().nullable(),
  /** e.g. '明天 09:00'、'周一 09:00', in the operator's time zone. */
  nextOpenText: z.string().nullable(),
  liveAgentConfigured: z.boolean(),
});
export type CsAvailability = z.infer<typeof csAvailabilitySchema>;

/** Spec §7: the customer-service dynamic-link POST. */
export const csDynamicLinkRequestSchema = z.object({
  sceneCode: z.string().max(64).default('broker_assistant'),
  salecode: z.string().max(64).optional(),
  page: z.string().max(200).default('/index'),
  device: z.string().max(32).default('h5'),
});
export const csDynamicLinkSchema = z.object({ url: z.string() });

export const csNoticeSchema = z.object({
  show: z.boolean(),
  /** Changes with the text and range, so a new notice shows again after an old one was dismissed. */
  id: z.string(),
  text: z.string(),
});
export type CsNotice = z.infer<typeof csNoticeSchema>;

export const vehicleLinkSchema = z.object({ url: z.string().nullable() });

/**
 * Who wrote a /csSummary: 'extractive' = the built-in summary, taken from the messages and their sources;
 * 'model' = the agent's model, checked against the conversation (decision 025 addendum).
 */
export const CS_SUMMARY_WRITERS = ['extractive', 'model'] as const;

/** /csSummary (issue 16): the summary of a customer-service conversation. */
export const csSummarySchema = z.object({
  conversationId: z.string(),
  writtenBy: z.enum(CS_SUMMARY_WRITERS),
  /** The model that wrote it; null for the extractive summary. */
  model: z.string().nullable(),
  items: z.array(
    z.object({
      /** As asked (extractive) or in a line (model). */
      question: z.string(),
      /** The answer's first sentences, as answered (extractive), or what it said in brief (model). */
      answer: z.string(),
      sources: z.array(z.object({ title: z.string(), source: z.string() })),
      /** Answered from a source; false = still open (no source found, failed, or handed off). */
      resolved: z.boolean(),
    }),
  ),
  /** The questions still open, as in `items`. */
  open: z.array(z.string()),
  /** The whole summary as plain text, what a work order carries. */
  text: z.string(),
  /** The agent's work order made from (or linked to) this conversation, newest first. */
  workOrder: z
    .object({
      id: z.string(),
      number: z.string(),
      status: z.enum(WORK_ORDER_STATUSES),
      /** Its summary is this conversation's. */
      summaryAttached: z.boolean(),
    })
    .nullable(),
});
export type CsSummary = z.infer<typeof csSummarySchema>;
export const csSummaryParamsSchema = z.object({ conversationId: z.string().max(64) });
