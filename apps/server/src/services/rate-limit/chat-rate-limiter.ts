import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import type { WindowCounter } from '../scale/shared-counters.js';
import { windowLimiter } from './window-limiter.js';

export const CHAT_RATE_WINDOW_MS = 60_000;
/** Key namespace of the chat counters in the shared counter table (see rate-limit-repository). */
export const CHAT_RATE_KEY_PREFIX = 'chat:';

/** Questions per agent per minute, counted across instances (see windowLimiter). */
export function chatRateLimiter(
  db: Db,
  config: Config,
  now: () => Date = () => new Date(),
  counter: WindowCounter = rateLimitRepository(db),
) {
  return windowLimiter(
    counter,
    {
      prefix: CHAT_RATE_KEY_PREFIX,
      limit: config.conversation.rateLimitPerMinute,
      windowMs: CHAT_RATE_WINDOW_MS,
      code: 'too_many:requests',
    },
    now,
  );
}
export type ChatRateLimiter = ReturnType<typeof chatRateLimiter>;

/** Housekeeping: drops chat counters whose window has ended. */
export async function deleteStaleChatCounters(db: Db, now: Date): Promise<void> {
  await rateLimitRepository(db).deleteStale(CHAT_RATE_KEY_PREFIX, now, CHAT_RATE_WINDOW_MS);
}
