import { z } from 'zod';
import { int, optionalText, optionalUrl } from './config-values.js';

// The customer-service part of the environment (issue 16, docs/decisions/025), kept apart from config.ts
// so that file stays readable; config.ts spreads these into its schema and its Config.

const clockTime = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { message: 'must be HH:MM (24-hour)' });
const isoDate = z
  .string()
  .optional()
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: 'must be YYYY-MM-DD' });

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const daysOff = z
  .string()
  .default('sat,sun')
  .transform((v, ctx) => {
    const weekdays: number[] = [];
    const dates: string[] = [];
    for (const item of v.split(',').map((s) => s.trim().toLowerCase())) {
      if (item === '') continue;
      const weekday = WEEKDAYS.indexOf(item as (typeof WEEKDAYS)[number]);
      if (weekday >= 0) weekdays.push(weekday);
      else if (/^\d{4}-\d{2}-\d{2}$/.test(item)) dates.push(item);
      else
        ctx.addIssue({ code: 'custom', message: `"${item}" is neither a weekday (mon…sun) nor YYYY-MM-DD` });
    }
    return { weekdays, dates };
  });
const timeZone = z
  .string()
  .default('Asia/Shanghai')
  .refine(
    (v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be an IANA time zone such as Asia/Shanghai' },
  );

export const customerServiceEnv = {
  CS_WORK_TIME_START: clockTime('09:00'),
  CS_WORK_TIME_END: clockTime('18:00'),
  CS_TIME_ZONE: timeZone,
  CS_DAYS_OFF: daysOff,
  CS_LIVE_AGENT_URL: optionalUrl,
  CS_WEBHOOK_URL: optionalUrl,
  CS_WEBHOOK_SECRET: optionalText,
  CS_WEBHOOK_TIMEOUT_MS: int(10_000, 100, 120_000),
  CS_WEBHOOK_RETRY_BASE_MS: int(5_000, 10, 3_600_000),
  CS_WEBHOOK_RETRY_MAX_MS: int(3_600_000, 10, 24 * 3_600_000),
  CS_DELIVERY_POLL_MS: int(2_000, 10, 600_000),
  CS_NOTICE_START: isoDate,
  CS_NOTICE_END: isoDate,
  CS_NOTICE_TEXT: z.string().default('为减少您的等待，人工客服高峰时段请优先提交工单，我们会尽快回复。'),
  VEHICLE_LINK_URL: optionalUrl,
  CS_PUBLIC_URL: optionalUrl,
};

type CsEnv = z.output<z.ZodObject<typeof customerServiceEnv>>;

export interface CustomerServiceConfig {
  workTimeStart: string;
  workTimeEnd: string;
  timeZone: string;
  /** Weekdays off (0 = Sunday) and dates off (YYYY-MM-DD, in the time zone), e.g. public holidays. */
  daysOff: { weekdays: number[]; dates: string[] };
  liveAgentUrl: string | undefined;
  webhook:
    { url: string; secret: string; timeoutMs: number; retryBaseMs: number; retryMaxMs: number } | undefined;
  deliveryPollMs: number;
  /** Inclusive dates in the time zone; no banner unless both are set. */
  notice: { start: string | undefined; end: string | undefined; text: string };
  vehicleLinkUrl: string | undefined;
  /** This server's address as operators' systems reach it: makes the webhook's screenshot links absolute. */
  publicUrl: string | undefined;
}

export function checkCustomerServiceEnv(env: CsEnv, ctx: z.RefinementCtx): void {
  if (env.CS_WEBHOOK_URL && (!env.CS_WEBHOOK_SECRET || env.CS_WEBHOOK_SECRET.length < 16)) {
    ctx.addIssue({
      code: 'custom',
      path: ['CS_WEBHOOK_SECRET'],
      message: 'at least 16 characters are required when CS_WEBHOOK_URL is set (it signs every delivery)',
    });
  }
  if (env.CS_WORK_TIME_START >= env.CS_WORK_TIME_END) {
    ctx.addIssue({
      code: 'custom',
      path: ['CS_WORK_TIME_END'],
      message: 'must be later than CS_WORK_TIME_START',
    });
  }
  if (env.CS_NOTICE_START && env.CS_NOTICE_END && env.CS_NOTICE_START > env.CS_NOTICE_END) {
    ctx.addIssue({ code: 'custom', path: ['CS_NOTICE_END'], message: 'must not be before CS_NOTICE_START' });
  }
}

export function customerServiceConfig(env: CsEnv): CustomerServiceConfig {
  return {
    workTimeStart: env.CS_WORK_TIME_START,
    workTimeEnd: env.CS_WORK_TIME_END,
    timeZone: env.CS_TIME_ZONE,
    daysOff: env.CS_DAYS_OFF,
    liveAgentUrl: env.CS_LIVE_AGENT_URL,
    webhook:
      env.CS_WEBHOOK_URL && env.CS_WEBHOOK_SECRET
        ? {
            url: env.CS_WEBHOOK_URL,
            secret: env.CS_WEBHOOK_SECRET,
            timeoutMs: env.CS_WEBHOOK_TIMEOUT_MS,
            retryBaseMs: env.CS_WEBHOOK_RETRY_BASE_MS,
            retryMaxMs: env.CS_WEBHOOK_RETRY_MAX_MS,
          }
        : undefined,
    deliveryPollMs: env.CS_DELIVERY_POLL_MS,
    notice: { start: env.CS_NOTICE_START, end: env.CS_NOTICE_END, text: env.CS_NOTICE_TEXT },
    vehicleLinkUrl: env.VEHICLE_LINK_URL,
    publicUrl: env.CS_PUBLIC_URL,
  };
}
