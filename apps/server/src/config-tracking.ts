import type { z } from 'zod';
import { int, optionalText } from './config-values.js';

// Behaviour tracking and the analytics view (issue 17, docs/decisions/028), kept apart from config.ts
// like the customer-service part; config.ts spreads these into its schema and its Config.

export const trackingEnv = {
  TRACKING_HOST: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+$/.test(v), {
    message: 'must be an origin such as https://track.example.com (no path)',
  }),
  TRACKING_RETENTION_DAYS: int(90, 1, 3650),
  TRACKING_DAILY_RETENTION_DAYS: int(730, 1, 36500),
  TRACKING_MAX_EVENTS_PER_DAY: int(1_000_000, 100, 1_000_000_000),
  TRACKING_BATCHES_PER_MINUTE: int(60, 1, 100_000),
  TRACKING_BATCHES_PER_IP_PER_MINUTE: int(240, 1, 1_000_000),
};

type TrackingEnv = z.output<z.ZodObject<typeof trackingEnv>>;

export interface TrackingConfig {
  /** `{host}` of spec §7, told to the web app; undefined = the app's own origin. */
  host: string | undefined;
  /** Raw events are deleted after this many days… */
  retentionDays: number;
  /** …the daily counts made from them after this many. */
  dailyRetentionDays: number;
  /** Events stored per day at most, all senders together; more are dropped (and counted as dropped). */
  maxEventsPerDay: number;
  /** Requests per agent per minute (each up to TRACKING_LIMITS.maxBatchEvents events). */
  batchesPerMinute: number;
  /** Requests per client address per minute, agents and visitors together. */
  batchesPerIpPerMinute: number;
}

export function trackingConfig(env: TrackingEnv): TrackingConfig {
  return {
    host: env.TRACKING_HOST,
    retentionDays: env.TRACKING_RETENTION_DAYS,
    dailyRetentionDays: Math.max(env.TRACKING_DAILY_RETENTION_DAYS, env.TRACKING_RETENTION_DAYS),
    maxEventsPerDay: env.TRACKING_MAX_EVENTS_PER_DAY,
    batchesPerMinute: env.TRACKING_BATCHES_PER_MINUTE,
    batchesPerIpPerMinute: env.TRACKING_BATCHES_PER_IP_PER_MINUTE,
  };
}
