import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { loginThrottle } from './schema.js';

export function loginThrottleRepository(db: Db) {
  return {
    async lockedUntil(key: string, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .limit(1);
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
    },
    /**
     * Counts one failure inside a window of `windowMs`; reaching `max` locks the key until the window
     * (restarted at the lock) ends. One statement, so concurrent failures on several instances add up.
     */
    async recordFailure(key: string, now: Date, windowMs: number, max: number): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMs);
      const lockUntil = new Date(now.getTime() + windowMs);
      await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
            lockedUntil: sql`case when (case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end) >= ${max} then ${lockUntil} else ${loginThrottle.lockedUntil} end`,
          },
        });
    },
    /** Housekeeping: counters whose window has passed and that lock nothing any more. */
    async deleteStale(now: Date, windowMs: number): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMs);
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.windowStartedAt, windowStart),
            or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
          ),
        );
    },
    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}
