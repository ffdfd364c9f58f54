import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { agreementAcceptances, agreements } from './schema.js';

export type AgreementRow = typeof agreements.$inferSelect;

export function agreementsRepository(db: Db) {
  return {
    async find(id: string): Promise<AgreementRow | undefined> {
      const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
      return row;
    },
    /** Seeds or revises a text; a changed body bumps the version so agents are asked to accept again. */
    async upsertText(id: string, title: string, body: string): Promise<void> {
      await db
        .insert(agreements)
        .values({ id, title, body, version: 1 })
        .onConflictDoUpdate({
          target: agreements.id,
          set: {
            title,
            body,
            version: sql`case when ${agreements.body} = excluded.body then ${agreements.version} else ${agreements.version} + 1 end`,
            updatedAt: sql`case when ${agreements.body} = excluded.body then ${agreements.updatedAt} else now() end`,
          },
        });
    },
  };
}

/** One agent's acceptances; every query is bound to that agent. */
export function acceptancesRepository(db: Db, userId: string) {
  return {
    /** Whether this agent accepted the current version, in one query (it runs on every userinfo). */
    async hasCurrent(agreementId: string): Promise<boolean> {
      const [row] = await db
        .select({ version: agreementAcceptances.version })
        .from(agreementAcceptances)
        .innerJoin(
          agreements,
          and(
            eq(agreements.id, agreementAcceptances.agreementId),
            eq(agreements.version, agreementAcceptances.version),
          ),
        )
        .where(
          and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.agreementId, agreementId)),
        )
        .limit(1);
      return row !== undefined;
    },
    async record(agreementId: string, version: number): Promise<void> {
      await db.insert(agreementAcceptances).values({ userId, agreementId, version }).onConflictDoNothing();
    },
  };
}
