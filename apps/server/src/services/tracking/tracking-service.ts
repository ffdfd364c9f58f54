import { createHash, randomBytes } from 'node:crypto';
import secureJson from 'secure-json-parse';
import {
  ANONYMOUS_POINTS,
  TRACKING_LIMITS,
  pointIdOf,
  trackingBatchSchema,
  type TrackingBatch,
  type TrackingEvent,
} from '@broker/contract';
import type { TrackingConfig } from '../../config-tracking.js';
import type { Db } from '../../db/database.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import { trackingRepository, type NewTrackingEvent } from '../../db/tracking-repository.js';
import { AppError } from '../../errors.js';
import type { SessionService } from '../auth/session-service.js';
import { addDays, dayIn } from './days.js';

/** Rate-limit keys live in the shared counter table under these prefixes (all start with 'trk'). */
const KEY = { agent: 'trk:', ip: 'trk-ip:', visitor: 'trk-anon:' } as const;
const WINDOW_MS = 60_000;

/** The record fields kept as they were sent, beside the columns. The client's `userId` is not kept. */
const DETAIL_FIELDS = [
  'browser',
  'device',
  'engine',
  'os',
  'spmName',
  'systemFlag',
  'argsJson',
  'scene',
  'systemName',
  'pageName',
  'functionName',
  'functionCode',
] as const satisfies readonly (keyof TrackingEvent)[];

// Client clocks outside these years are not times at all.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** One record, a list of them, or `{ events, token?, … }`; text (a beacon) or parsed JSON. */
export function readBatch(body: unknown): TrackingBatch {
  let value = body;
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    const text = value.toString();
    try {
      value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      throw new AppError('invalid:tracking', { detail: '埋点数据不是合法的 JSON' });
    }
  }
  if (Array.isArray(value)) value = { events: value };
  else if (value && typeof value === 'object' && !('events' in value)) {
    const { token, globalId, buriedSessionId, ...event } = value as Record<string, unknown>;
    value = { token, globalId, buriedSessionId, events: [event] };
  }
  const events = (value as { events?: unknown } | null)?.events;
  if (Array.isArray(events) && events.length > TRACKING_LIMITS.maxBatchEvents)
    throw new AppError('payload_too_large:tracking');
  const parsed = trackingBatchSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [, index, field] = issue?.path ?? [];
    const where =
      typeof index === 'number'
        ? `第 ${index + 1} 条${field ? ` ${String(field)}` : ''}`
        : String(issue?.path[0] ?? '');
    throw new AppError('invalid:tracking', {
      detail: `埋点数据${where ? ` ${where}` : ''}有误：${issue?.message ?? '格式不正确'}`,
    });
  }
  return parsed.data;
}

function toRow(event: TrackingEvent, batch: TrackingBatch, userId: string | null): NewTrackingEvent {
  const point = pointIdOf(event.spm ?? event.pointsCode ?? '') ?? 0;
  const detail: Record<string, string> = {};
  for (const field of DETAIL_FIELDS) if (event[field]) detail[field] = event[field];
  const reportTime =
    event.reportTime !== undefined && event.reportTime >= EARLIEST && event.reportTime < LATEST
      ? new Date(event.reportTime)
      : null;
  return {
    userId,
    point,
    spm: `100.18.${point}`,
    type: event.type ?? '',
    sessionId: event.sessionId ?? batch.buriedSessionId ?? '',
    globalId: batch.globalId ?? '',
    route: event.routAdd ?? '',
    dynamicName: event.dynamicName ?? '',
    dynamicValue: event.dynamicValue ?? '',
    durationMs: Math.round(Math.min(event.duration ?? 0, TRACKING_LIMITS.maxDurationMs)),
    reportTime,
    detail,
  };
}

export interface TrackingClient {
  ip: string;
  /** The Authorization header, if any (a beacon carries its token in the body instead). */
  authorization: string | undefined;
}

/**
 * Ingestion of spec §7's `{host}/buried/spm/save` and `getGlobalId`, and the tracking part of
 * housekeeping (decision 028). Never lets a tracking problem become a server error for the app.
 */
export function trackingService(
  db: Db,
  config: TrackingConfig,
  deps: { sessions: SessionService; timeZone: string; now?: () => Date },
) {
  const repo = trackingRepository(db);
  const counters = rateLimitRepository(db);
  const now = deps.now ?? (() => new Date());
  const visitorLimit = Math.max(1, Math.floor(config.batchesPerIpPerMinute / 8));

  /** The agent of a token, or null: an expired or unknown session sends as a visitor. */
  async function agentOf(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      return (await deps.sessions.authenticate(token)).user.id;
    } catch {
      return null;
    }
  }

  async function limit(key: string, max: number, at: Date): Promise<void> {
    const { count, windowStartedAt } = await counters.hit(key, at, WINDOW_MS);
    if (count <= max) return;
    const msLeft = windowStartedAt.getTime() + WINDOW_MS - at.getTime();
    throw new AppError('too_many:requests', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
    });
  }

  return {
    async save(body: unknown, client: TrackingClient): Promise<{ accepted: number; dropped: number }> {
      const batch = readBatch(body);
      const at = now();
      await limit(`${KEY.ip}${client.ip}`, config.batchesPerIpPerMinute, at);
      const userId = await agentOf(batch.token ?? client.authorization);
      if (userId) await limit(`${KEY.agent}${userId}`, config.batchesPerMinute, at);
      else await limit(`${KEY.visitor}${client.ip}`, visitorLimit, at);

      const allowed = batch.events.filter(
        (e) => userId !== null || ANONYMOUS_POINTS.includes(pointIdOf(e.spm ?? e.pointsCode ?? '') ?? 0),
      );
      // The day's ceiling, all senders together: what is over it is dropped, and said so.
      const total = await repo.offer(dayIn(deps.timeZone, at), allowed.length);
      const room = Math.max(0, allowed.length - Math.max(0, total - config.maxEventsPerDay));
      const kept = allowed.slice(0, room);
      await repo.insert(kept.map((e) => ({ ...toRow(e, batch, userId), receivedAt: at })));
      return { accepted: kept.length, dropped: batch.events.length - kept.length };
    },

    /** The same id for an agent everywhere (derived, nothing stored); a visitor's is new each time. */
    async globalId(token: string | undefined): Promise<{ globalId: string }> {
      const userId = await agentOf(token);
      if (!userId) return { globalId: `v${randomBytes(16).toString('hex')}` };
      return {
        globalId: `g${createHash('sha256').update(`ba-global:${userId}`).digest('hex').slice(0, 32)}`,
      };
    },
  };
}
export type TrackingService = ReturnType<typeof trackingService>;

/**
 * Housekeeping: counts every finished day of the retention window not counted yet, then deletes raw
 * events past TRACKING_RETENTION_DAYS, daily counts past TRACKING_DAILY_RETENTION_DAYS and the
 * tracking rate-limit counters whose window has passed.
 */
export async function tendTracking(
  db: Db,
  config: TrackingConfig,
  timeZone: string,
  at: Date,
): Promise<void> {
  const repo = trackingRepository(db);
  const today = dayIn(timeZone, at);
  // From the day after the last one counted (or the first event's), within the retention window.
  const last = await repo.lastRolledDay();
  const earliest = last ? addDays(last, 1) : await repo.firstEventDay(timeZone);
  const oldest = addDays(today, -config.retentionDays);
  if (earliest) {
    for (let day = earliest > oldest ? earliest : oldest; day < today; day = addDays(day, 1))
      await repo.rollUp(day, timeZone);
  }
  await repo.purge(
    new Date(at.getTime() - config.retentionDays * 86_400_000),
    addDays(today, -config.dailyRetentionDays),
  );
  await rateLimitRepository(db).deleteStale('trk', at, WINDOW_MS);
}
