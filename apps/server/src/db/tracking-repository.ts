import { and, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TRACKING_POINTS } from '@broker/contract';
import type { Db } from './database.js';
import { conversations, messages, users } from './schema.js';
import { trackingDaily, trackingEvents, trackingRollups, userRoles } from './schema-tracking.js';

/**
 * Spec §4 Dummy_Test: the category operators use to try the engine (decision 036). Its questions,
 * answers and feedback never count in the agents' statistics.
 */
export const TEST_CATEGORY = 'Dummy_Test';
const notTestConversation = sql`not exists (select 1 from ${conversations} tc where tc.id = ${messages.conversationId} and tc.category = ${TEST_CATEGORY})`;

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

/** A day's count of one metric and key, as the analytics view reads it. */
export interface DailyCount {
  day: string;
  metric: string;
  dimension: string;
  count: number;
}

/** The counter of events offered per day; the day's ceiling is checked against it. */
export const RECEIVED_METRIC = 'received';
export const ACTIVE_AGENTS_METRIC = 'active_agents';
/** Tracked points are counted as 'point:<id>', keyed by route (page views) or dynamicValue (the rest). */
export const pointMetric = (point: number) => `point:${point}`;

/** 'YYYY-MM-DD' of a timestamp column in the operators' time zone. */
const dayOf = (column: AnyPgColumn, timeZone: string) =>
  sql<string>`((${column} at time zone ${timeZone})::date)::text`;

/**
 * A generous UTC window around a time-zone day range, so the indexed timestamp bounds the scan and
 * the exact day test (in the time zone) does the rest. Time zones are within ±14 h of UTC.
 */
function around(fromDay: string, toDay: string): { start: Date; end: Date } {
  const start = new Date(`${fromDay}T00:00:00Z`);
  const end = new Date(`${toDay}T00:00:00Z`);
  return {
    start: new Date(start.getTime() - 15 * 3_600_000),
    end: new Date(end.getTime() + 39 * 3_600_000),
  };
}

/** Tracking events, their daily counts and the operator role (decision 028). */
export function trackingRepository(db: Db) {
  /** Counts per day of the tracked points and of active agents, straight from the raw events. */
  async function countRaw(fromDay: string, toDay: string, timeZone: string): Promise<DailyCount[]> {
    const { start, end } = around(fromDay, toDay);
    const eventDay = dayOf(trackingEvents.receivedAt, timeZone);
    const inRange = and(
      gte(trackingEvents.receivedAt, start),
      lt(trackingEvents.receivedAt, end),
      sql`${eventDay} between ${fromDay} and ${toDay}`,
    );
    const dimension = sql<string>`case when ${trackingEvents.point} = ${TRACKING_POINTS.pageView} then ${trackingEvents.route} else ${trackingEvents.dynamicValue} end`;
    const points = await db
      .select({
        day: eventDay,
        metric: sql<string>`'point:' || ${trackingEvents.point}`,
        dimension,
        count: sql<number>`count(*)::int`,
      })
      .from(trackingEvents)
      .where(inRange)
      .groupBy(sql`1, 2, 3`);

    // Active: any tracked event of the agent's, or a question asked (the open API, an ad blocker).
    const questionDay = dayOf(messages.createdAt, timeZone);
    const active = await db.execute(sql`
      select day, count(distinct user_id)::int as count from (
        select ${eventDay} as day, ${trackingEvents.userId} as user_id from ${trackingEvents}
          where ${inRange} and ${trackingEvents.userId} is not null
        union
        select ${questionDay} as day, ${messages.userId} as user_id from ${messages}
          where ${messages.createdAt} >= ${start} and ${messages.createdAt} < ${end}
            and ${messages.role} = 'user' and ${questionDay} between ${fromDay} and ${toDay}
      ) as active group by day`);
    const activeRows = rowsOf<{ day: string; count: number }>(active);
    return [
      ...points.map((r) => ({ ...r, count: Number(r.count) })),
      ...activeRows.map((r) => ({
        day: String(r.day),
        metric: ACTIVE_AGENTS_METRIC,
        dimension: '',
        count: Number(r.count),
      })),
    ];
  }

  return {
    async insert(rows: NewTrackingEvent[]): Promise<void> {
      if (rows.length > 0) await db.insert(trackingEvents).values(rows);
    },

    /** Adds `n` to the day's offered events and returns the new total (one statement: no race). */
    async offer(day: string, n: number): Promise<number> {
      const [row] = await db
        .insert(trackingDaily)
        .values({ day, metric: RECEIVED_METRIC, dimension: '', count: n })
        .onConflictDoUpdate({
          target: [trackingDaily.day, trackingDaily.metric, trackingDaily.dimension],
          set: { count: sql`${trackingDaily.count} + ${n}` },
        })
        .returning({ count: trackingDaily.count });
      return Number(row?.count ?? n);
    },

    countRaw,

    /** Counts a finished day into tracking_daily, once; a day already counted is left alone. */
    async rollUp(day: string, timeZone: string): Promise<void> {
      const counts = await countRaw(day, day, timeZone);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(trackingRollups)
          .values({ day })
          .onConflictDoNothing()
          .returning({ day: trackingRollups.day });
        // Another instance counted it meanwhile.
        if (!claimed) return;
        await tx
          .delete(trackingDaily)
          .where(and(eq(trackingDaily.day, day), ne(trackingDaily.metric, RECEIVED_METRIC)));
        if (counts.length > 0) await tx.insert(trackingDaily).values(counts);
      });
    },

    async lastRolledDay(): Promise<string | null> {
      const [row] = await db
        .select({ day: sql<string | null>`max(${trackingRollups.day})::text` })
        .from(trackingRollups);
      return row?.day ?? null;
    },

    /** The day of the oldest raw event, or null when there is none. */
    async firstEventDay(timeZone: string): Promise<string | null> {
      const [row] = await db
        .select({
          day: sql<string | null>`((min(${trackingEvents.receivedAt}) at time zone ${timeZone})::date)::text`,
        })
        .from(trackingEvents);
      return row?.day ?? null;
    },

    async rolledDays(fromDay: string, toDay: string): Promise<Set<string>> {
      const rows = await db
        .select({ day: trackingRollups.day })
        .from(trackingRollups)
        .where(and(gte(trackingRollups.day, fromDay), lte(trackingRollups.day, toDay)));
      return new Set(rows.map((r) => r.day));
    },

    async dailyCounts(days: string[]): Promise<DailyCount[]> {
      if (days.length === 0) return [];
      const rows = await db
        .select()
        .from(trackingDaily)
        .where(and(inArray(trackingDaily.day, days), ne(trackingDaily.metric, RECEIVED_METRIC)));
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },

    /** Questions per day and conversation category (the messages are the record; no tracking needed). */
    async questions(fromDay: string, toDay: string, timeZone: string) {
      const { start, end } = around(fromDay, toDay);
      const day = dayOf(messages.createdAt, timeZone);
      return db
        .select({ day, key: conversations.category, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.role, 'user'),
            ne(conversations.category, TEST_CATEGORY),
            gte(messages.createdAt, start),
            lt(messages.createdAt, end),
            sql`${day} between ${fromDay} and ${toDay}`,
          ),
        )
        .groupBy(sql`1, 2`);
    },

    /** Likes and dislikes per day (of the answer) and act; answers from before acts were kept: ''. */
    async feedback(fromDay: string, toDay: string, timeZone: string) {
      const { start, end } = around(fromDay, toDay);
      const day = dayOf(messages.createdAt, timeZone);
      return db
        .select({
          day,
          act: sql<string>`coalesce(${messages.payload}->>'act', '')`,
          feedback: sql<string>`${messages.feedback}`,
          count: sql<number>`count(*)::int`,
        })
        .from(messages)
        .where(
          and(
            eq(messages.role, 'assistant'),
            inArray(messages.feedback, ['good', 'bad']),
            notTestConversation,
            gte(messages.createdAt, start),
            lt(messages.createdAt, end),
            sql`${day} between ${fromDay} and ${toDay}`,
          ),
        )
        .groupBy(sql`1, 2, 3`);
    },

    /** The range's most active agents by work id: days with events or questions, and questions. */
    async topAgents(fromDay: string, toDay: string, timeZone: string, limit: number) {
      const { start, end } = around(fromDay, toDay);
      const eventDay = dayOf(trackingEvents.receivedAt, timeZone);
      const questionDay = dayOf(messages.createdAt, timeZone);
      const result = await db.execute(sql`
        select u.work_id as "workId", count(distinct a.day)::int as "activeDays",
               count(*) filter (where a.question)::int as questions
        from (
          select ${trackingEvents.userId} as user_id, ${eventDay} as day, false as question
            from ${trackingEvents}
            where ${trackingEvents.receivedAt} >= ${start} and ${trackingEvents.receivedAt} < ${end}
              and ${trackingEvents.userId} is not null and ${eventDay} between ${fromDay} and ${toDay}
          union all
          select ${messages.userId}, ${questionDay}, true from ${messages}
            where ${messages.createdAt} >= ${start} and ${messages.createdAt} < ${end}
              and ${messages.role} = 'user' and ${questionDay} between ${fromDay} and ${toDay}
              and ${notTestConversation}
        ) as a join ${users} u on u.id = a.user_id
        group by u.work_id order by 2 desc, 3 desc, 1 limit ${limit}`);
      return rowsOf<{ workId: string; activeDays: number; questions: number }>(result).map((r) => ({
        workId: String(r.workId),
        activeDays: Number(r.activeDays),
        questions: Number(r.questions),
      }));
    },

    /** Housekeeping: raw events before `rawBefore`, daily counts and rollup marks before `dailyBefore`. */
    async purge(rawBefore: Date, dailyBefore: string): Promise<void> {
      await db.delete(trackingEvents).where(lt(trackingEvents.receivedAt, rawBefore));
      await db.delete(trackingDaily).where(lt(trackingDaily.day, dailyBefore));
      await db.delete(trackingRollups).where(lt(trackingRollups.day, dailyBefore));
    },

    async isOperator(userId: string): Promise<boolean> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'operator')))
        .limit(1);
      return rows.length > 0;
    },

    async setOperator(userId: string, on: boolean): Promise<void> {
      if (on) await db.insert(userRoles).values({ userId, role: 'operator' }).onConflictDoNothing();
      else
        await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'operator')));
    },

    async operatorIds(): Promise<Set<string>> {
      const rows = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'operator'));
      return new Set(rows.map((r) => r.userId));
    },
  };
}
export type TrackingRepository = ReturnType<typeof trackingRepository>;

/** The rows of a raw query, from either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
