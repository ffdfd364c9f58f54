import { and, like, lt, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { loginThrottle } from './schema.js';

/**
 * Counts one request for `key` and returns the count and start of its window. A window older than
 * `windowMs` restarts at `now` with this request. One statement, so concurrent requests on several
 * instances are each counted exactly once; also usable inside a larger statement (`with hit as (…)`,
 * where its columns are `failures` and `window_started_at`).
 */
export function counterHit(db: Db, key: string, now: Date, windowMs: number) {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} <= ${windowStart}`;
  return db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottle.failures, windowStartedAt: loginThrottle.windowStartedAt });
}

/**
 * Request counters in fixed windows, shared by every instance. They live in the `login_throttle` table
 * (a key, a count, the window's start), under keys of their own namespace ("chat:<user id>"), so no
 * new table or migration is needed; sign-in keys ("account:", "ip:") never collide with them.
 */
export function rateLimitRepository(db: Db) {
  return {
    /** Counts one request for `key` (`counterHit`). */
    async hit(key: string, now: Date, windowMs: number): Promise<{ count: number; windowStartedAt: Date }> {
      const [row] = await counterHit(db, key, now, windowMs);
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    /** Housekeeping: counters of `keyPrefix` whose window has passed. */
    async deleteStale(keyPrefix: string, now: Date, windowMs: number): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMs);
      await db
        .delete(loginThrottle)
        .where(and(like(loginThrottle.key, `${keyPrefix}%`), lt(loginThrottle.windowStartedAt, windowStart)));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
