import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { counterHit } from './rate-limit-repository.js';
import { comparisons, comparisonShares, shareViews } from './schema-tools.js';

export type ShareRow = typeof comparisonShares.$inferSelect;
export interface ViewValues {
  shareId: string;
  comparisonId: string;
  userId: string;
  sessionId: string;
  visitorId: string;
  visitorName: string;
  visitorAvatar: string;
  client: Record<string, string>;
  durationSeconds: number;
}

/** Share codes: the agent's side is owner-scoped; the customer's side finds a live code only. */
export function sharesRepository(db: Db) {
  const live = (now: Date) => and(isNull(comparisonShares.revokedAt), gt(comparisonShares.expiresAt, now));
  return {
    /** A live code of the agent's comparison, to hand out again instead of minting another. */
    async liveFor(userId: string, comparisonId: string, now: Date): Promise<ShareRow | undefined> {
      const [row] = await db
        .select()
        .from(comparisonShares)
        .where(
          and(
            eq(comparisonShares.comparisonId, comparisonId),
            eq(comparisonShares.userId, userId),
            live(now),
          ),
        )
        .orderBy(desc(comparisonShares.expiresAt))
        .limit(1);
      return row;
    },
    async create(values: { comparisonId: string; userId: string; code: string; expiresAt: Date }) {
      const [row] = await db.insert(comparisonShares).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async revoke(userId: string, comparisonId: string, now: Date): Promise<number> {
      const rows = await db
        .update(comparisonShares)
        .set({ revokedAt: now })
        .where(
          and(
            eq(comparisonShares.comparisonId, comparisonId),
            eq(comparisonShares.userId, userId),
            live(now),
          ),
        )
        .returning({ id: comparisonShares.id });
      return rows.length;
    },
    /** The comparison a live code opens, only when the code belongs to that very comparison. */
    async open(comparisonId: string, code: string, now: Date) {
      if (!isUuid(comparisonId) || code === '') return undefined;
      const [row] = await db
        .select({ share: comparisonShares, comparison: comparisons })
        .from(comparisonShares)
        .innerJoin(comparisons, eq(comparisons.id, comparisonShares.comparisonId))
        .where(
          and(eq(comparisonShares.code, code), eq(comparisonShares.comparisonId, comparisonId), live(now)),
        )
        .limit(1);
      return row;
    },
    /**
     * A view: the first report of a page view inserts its row; later ones (the leave beacon, a repeated
     * report) only raise its duration, so a view is never counted twice. The report is counted under
     * `counter.key` in the same statement (one round trip, one commit) and stored only while the
     * window's count is at most `counter.limit`; returns the count, so a larger one means refused.
     */
    async recordView(
      values: ViewValues,
      counter: { key: string; now: Date; windowMs: number; limit: number },
    ): Promise<number> {
      const hit = counterHit(db, counter.key, counter.now, counter.windowMs);
      const result = await db.execute(sql`
        with hit as ${hit},
        stored as (
          insert into ${shareViews} (share_id, comparison_id, user_id, session_id, visitor_id, visitor_name,
                                     visitor_avatar, client, duration_seconds)
          select ${values.shareId}::uuid, ${values.comparisonId}::uuid, ${values.userId}::uuid,
                 ${values.sessionId}, ${values.visitorId}, ${values.visitorName}, ${values.visitorAvatar},
                 ${JSON.stringify(values.client)}::jsonb, ${values.durationSeconds}::int
            from hit where hit.failures <= ${counter.limit}
          on conflict (share_id, session_id) do update
            set duration_seconds = greatest(${shareViews}.duration_seconds, excluded.duration_seconds)
          returning 1
        )
        select failures from hit`);
      const [row] = (result as unknown as { rows: { failures: number }[] }).rows;
      if (!row) throw new Error('counter upsert returned no row');
      return Number(row.failures);
    },
    async viewsOf(shareId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shareViews).where(eq(shareViews.shareId, shareId));
      return row?.n ?? 0;
    },
  };
}

/** The agent's interaction records, newest first. */
export function interactionsRepository(db: Db, userId: string) {
  const own = eq(shareViews.userId, userId);
  return {
    async page(comparisonId: string | undefined, offset: number, limit: number) {
      if (comparisonId !== undefined && !isUuid(comparisonId)) return { rows: [], total: 0, unread: 0 };
      const where = comparisonId ? and(own, eq(shareViews.comparisonId, comparisonId)) : own;
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select({ view: shareViews, title: comparisons.title })
          .from(shareViews)
          .innerJoin(comparisons, eq(comparisons.id, shareViews.comparisonId))
          .where(where)
          .orderBy(desc(shareViews.createdAt), desc(shareViews.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(shareViews).where(where),
        db
          .select({ n: count() })
          .from(shareViews)
          .where(and(own, isNull(shareViews.readAt))),
      ]);
      return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
    },
    /** Marks one record (or, without an id, every unread one) read; returns how many it matched. */
    async markRead(id: string | undefined, now: Date): Promise<number> {
      if (id !== undefined && !isUuid(id)) return 0;
      const where = id ? and(own, eq(shareViews.id, id)) : and(own, isNull(shareViews.readAt));
      const rows = await db
        .update(shareViews)
        .set({ readAt: sql`coalesce(${shareViews.readAt}, ${now})` })
        .where(where)
        .returning({ id: shareViews.id });
      return rows.length;
    },
  };
}
