import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.js';
import { loginThrottleRepository } from '../../db/login-throttle-repository.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import type { SharedState } from './shared-state.js';

/** The request counter every window limiter uses (chat, speech): one count per request, all instances. */
export type WindowCounter = Pick<ReturnType<typeof rateLimitRepository>, 'hit'>;
/** The sign-in failure counters (per account, per address). */
export type ThrottleCounters = Pick<
  ReturnType<typeof loginThrottleRepository>,
  'lockedUntil' | 'recordFailure' | 'clear'
>;

// Fixed windows in one hash per key: s = the window's start (ms), n = the count, l = locked until (ms).
// Each script runs atomically in Redis, so concurrent requests on several instances each count once,
// with the same rules as the database statements they stand in for (rate-limit-repository.ts,
// login-throttle-repository.ts). The key expires when it can matter no more.
const HIT = `
local now, win = tonumber(ARGV[1]), tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's') or '-1')
local n
if start < 0 or start <= now - win then
  start = now
  n = 1
  redis.call('HSET', KEYS[1], 's', start, 'n', n)
else
  n = redis.call('HINCRBY', KEYS[1], 'n', 1)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, start + win - now))
return {n, tostring(start)}`;

const FAILURE = `
local now, win, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local start = tonumber(redis.call('HGET', KEYS[1], 's') or '-1')
local n
if start < 0 or start < now - win then
  start = now
  n = 1
else
  n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0') + 1
end
local locked = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
if n >= max then locked = now + win end
redis.call('HSET', KEYS[1], 's', start, 'n', n, 'l', locked)
redis.call('PEXPIRE', KEYS[1], math.max(1, math.max(start + win, locked) - now))
return n`;

/** `viaRedis` while Redis answers; `otherwise` when it is not connected or a command fails. */
function redisOr(redis: Redis) {
  return async <T>(viaRedis: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return otherwise();
    try {
      return await viaRedis();
    } catch {
      return otherwise();
    }
  };
}

/**
 * A request counter in Redis when the instances share one (the HIT script, counted once whichever
 * instance is asked), `otherwise` without Redis and whenever Redis cannot be reached.
 */
export function sharedWindowCounter(state: SharedState, otherwise: WindowCounter): WindowCounter {
  const { redis, keyPrefix } = state;
  if (!redis) return otherwise;
  const fallback = redisOr(redis);
  return {
    hit: (key, now, windowMs) =>
      fallback(
        async () => {
          const [count, start] = (await redis.eval(
            HIT,
            1,
            `${keyPrefix}rate:${key}`,
            now.getTime(),
            windowMs,
          )) as [number, string];
          return { count, windowStartedAt: new Date(Number(start)) };
        },
        () => otherwise.hit(key, now, windowMs),
      ),
  };
}

/**
 * Counters in Redis when the instances share one; the database's otherwise, and also whenever Redis
 * cannot be reached (the limits then stay shared through the database, only slower: never a 5xx).
 */
export function sharedCounters(state: SharedState, db: Db) {
  const rates = rateLimitRepository(db);
  const throttle = loginThrottleRepository(db);
  const { redis, keyPrefix } = state;
  const window = sharedWindowCounter(state, rates);
  if (!redis) return { window, throttle: throttle as ThrottleCounters };

  const fallback = redisOr(redis);
  const throttleKey = (key: string) => `${keyPrefix}throttle:${key}`;

  const counters: ThrottleCounters = {
    lockedUntil: (key, now) =>
      fallback(
        async () => {
          const locked = Number((await redis.hget(throttleKey(key), 'l')) ?? 0);
          // A lock the database took while Redis was down still holds (sign-ins are rare: one read).
          return locked > now.getTime() ? new Date(locked) : throttle.lockedUntil(key, now);
        },
        () => throttle.lockedUntil(key, now),
      ),
    recordFailure: (key, now, windowMs, max) =>
      fallback(
        async () => {
          await redis.eval(FAILURE, 1, throttleKey(key), now.getTime(), windowMs, max);
        },
        () => throttle.recordFailure(key, now, windowMs, max),
      ),
    clear: (key) =>
      fallback(
        async () => {
          await redis.del(throttleKey(key));
          // A count the database took while Redis was down goes too.
          await throttle.clear(key);
        },
        () => throttle.clear(key),
      ),
  };
  return { window, throttle: counters };
}
export type SharedCounters = ReturnType<typeof sharedCounters>;
