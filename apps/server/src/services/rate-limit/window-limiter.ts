import { AppError, type ErrorCode } from '../../errors.js';
import type { WindowCounter } from '../scale/shared-counters.js';

export interface WindowLimit {
  /** Key namespace in the shared counter table ("chat:", "speech:"), followed by the agent's id. */
  prefix: string;
  limit: number;
  windowMs: number;
  /** The 429 the caller gets once over the limit. */
  code: Extract<ErrorCode, `too_many:${string}`>;
}

/**
 * Requests per agent per window. The window starts at an agent's first request and lasts `windowMs`;
 * the counter is shared (Redis, or the database) so every instance counts against the same limit. Refused requests
 * are counted too, which cannot extend the window: the agent waits at most until it ends.
 */
export function windowLimiter(repo: WindowCounter, limit: WindowLimit, now: () => Date = () => new Date()) {
  return {
    /** Counts one request of `userId`; throws 429 with Retry-After (seconds) once over the limit. */
    async consume(userId: string): Promise<void> {
      const at = now();
      const { count, windowStartedAt } = await repo.hit(`${limit.prefix}${userId}`, at, limit.windowMs);
      if (count <= limit.limit) return;
      const msLeft = windowStartedAt.getTime() + limit.windowMs - at.getTime();
      throw new AppError(limit.code, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
      });
    },
  };
}
