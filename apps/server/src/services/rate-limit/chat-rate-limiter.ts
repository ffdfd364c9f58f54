import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import { AppError } from '../../errors.js';

export const CHAT_RATE_WINDOW_MS = 60_000;
/** Key namespace of the chat counters in the shared counter table (see rate-limit-repository). */
export const CHAT_RATE_KEY_PREFIX = 'chat:';

/**
 * Questions per agent per minute. The window starts at an agent's first question and lasts a minute;
 * the counter is in the database so every instance counts against the same limit. Refused questions
 * are counted too, which cannot extend the window: the agent waits at most until it ends.
 */
export function chatRateLimiter(db: Db, config: Config, now: () => Date = () => new Date()) {
  const repo = rateLimitRepository(db);
  const limit = config.conversation.rateLimitPerMinute;
  return {
    /** Counts one question of `userId`; throws 429 with Retry-After (seconds) once over the limit. */
    async consume(userId: string): Promise<void> {
      const at = now();
      const { count, windowStartedAt } = await repo.hit(
        `${CHAT_RATE_KEY_PREFIX}${userId}`,
        at,
        CHAT_RATE_WINDOW_MS,
      );
      if (count <= limit) return;
      const msLeft = windowStartedAt.getTime() + CHAT_RATE_WINDOW_MS - at.getTime();
      throw new AppError('too_many:requests', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
      });
    },
  };
}
export type ChatRateLimiter = ReturnType<typeof chatRateLimiter>;

/** Housekeeping: drops chat counters whose window has ended. */
export async function deleteStaleChatCounters(db: Db, now: Date): Promise<void> {
  await rateLimitRepository(db).deleteStale(CHAT_RATE_KEY_PREFIX, now, CHAT_RATE_WINDOW_MS);
}
