import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { comparisons, comparisonShares, shareViews } from './schema-tools.js';

export type ShareRow = typeof comparisonShares.$inferSelect;

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
     * report) only raise its duration, so a view is never counted twice.
     */
    async recordView(values: typeof shareViews.$inferInsert): Promise<void> {
      await db
        .insert(shareViews)
        .values(values)
        .onConflictDoUpdate({
          target: [shareViews.shareId, shareViews.sessionId],
          set: { durationSeconds: sql`greatest(${shareViews.durationSeconds}, excluded.duration_seconds)` },
        });
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
