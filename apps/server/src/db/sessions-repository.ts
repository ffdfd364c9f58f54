import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './database.js';
import { sessions, users } from './schema.js';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Db) {
  return {
    async create(session: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent?: string | undefined;
      ip?: string | undefined;
    }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The live session for a token hash, with its user, or undefined when unknown, revoked or expired. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .limit(1);
      return row;
    },
    async extend(sessionId: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },
    /** Revokes one session of this user; another user's session id does nothing. */
    async revoke(userId: string, sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async revokeAllOf(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** Housekeeping: sessions that can never be used again. */
    async deleteDead(now: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
