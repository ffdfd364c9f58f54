import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// Behaviour tracking and the operators' analytics view (issue 17, docs/decisions/028).

/**
 * Raw events of `POST /buried/spm/save`, kept TRACKING_RETENTION_DAYS (housekeeping deletes older
 * rows). `user_id` is the session's agent, null for a visitor on a shared page.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The number after '100.18.' (TRACKING_POINTS). */
    point: integer('point').notNull(),
    spm: text('spm').notNull(),
    type: text('type').notNull().default(''),
    sessionId: text('session_id').notNull().default(''),
    globalId: text('global_id').notNull().default(''),
    route: text('route').notNull().default(''),
    dynamicName: text('dynamic_name').notNull().default(''),
    dynamicValue: text('dynamic_value').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The client's clock when it happened; never used for grouping (clocks lie). */
    reportTime: timestamp('report_time', { withTimezone: true }),
    /** The record's other fields (browser, device, scene, page name, argsJson …) as sent. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('tracking_events_received_idx').on(t.receivedAt),
    index('tracking_events_point_received_idx').on(t.point, t.receivedAt),
  ],
);

/**
 * Daily counts made from the raw events when a day is over, kept TRACKING_DAILY_RETENTION_DAYS.
 * `metric` names what is counted ('active_agents', 'tool_opened' …), `dimension` the key within it
 * (a screen, a category; '' when none). 'received' is counted as events arrive (the day's ceiling).
 */
export const trackingDaily = pgTable(
  'tracking_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.dimension] })],
);

/** Days whose raw events have been counted into tracking_daily (the analytics view reads those). */
export const trackingRollups = pgTable('tracking_rollups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: createdAt(),
});

/** Roles beyond the agent's, granted by the CLI (`user role <工号> operator`). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'operator'>().notNull(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
