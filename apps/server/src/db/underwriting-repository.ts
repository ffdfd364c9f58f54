import type { UnderwritingReport } from '@broker/contract';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { underwritingReports } from './schema-underwriting.js';

/** An agent's underwriting reports: every read and write filtered by the owner. */
export function underwritingRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(underwritingReports.id, id), eq(underwritingReports.userId, userId));
  return {
    async insert(report: UnderwritingReport, summary: string, expiresAt: Date): Promise<void> {
      await db.insert(underwritingReports).values({
        id: report.id,
        userId,
        title: report.title,
        summary,
        report,
        createdAt: new Date(report.createdAt),
        expiresAt,
      });
    },
    async find(id: string): Promise<UnderwritingReport | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(underwritingReports).where(mine(id));
      return row?.report;
    },
    /** Replaces the stored report (its share link is kept inside it). */
    async replace(report: UnderwritingReport): Promise<void> {
      await db.update(underwritingReports).set({ report }).where(mine(report.id));
    },
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(underwritingReports)
        .where(mine(id))
        .returning({ id: underwritingReports.id });
      return rows.length > 0;
    },
    async page(offset: number, limit: number) {
      const where = eq(underwritingReports.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: underwritingReports.id,
            title: underwritingReports.title,
            summary: underwritingReports.summary,
            createdAt: underwritingReports.createdAt,
          })
          .from(underwritingReports)
          .where(where)
          .orderBy(desc(underwritingReports.createdAt), desc(underwritingReports.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(underwritingReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** The customer's side: a report by id alone, with its owner (the share code in it proves the right). */
export async function reportForShare(
  db: Db,
  id: string,
): Promise<{ userId: string; report: UnderwritingReport } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ userId: underwritingReports.userId, report: underwritingReports.report })
    .from(underwritingReports)
    .where(eq(underwritingReports.id, id));
  return row;
}

export async function deleteExpiredReports(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(underwritingReports)
    .where(lt(underwritingReports.expiresAt, now))
    .returning({ id: underwritingReports.id });
  return rows.length;
}
