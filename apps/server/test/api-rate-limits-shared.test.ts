import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { redisReachable, redisUrl } from './helpers/instances.js';
import { freePort } from './helpers/server-process.js';
import { authHeader, findUser, startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The API's per-route limits (per agent, per address; decision 037) counted once across instances when
 * they share Redis, and per instance without it or while it is down (decision 047). Two apps on one
 * database stand for two instances; what they share is only Redis and that database.
 */

const backends = testBackends();
const reachable = await redisReachable();
if (!reachable) console.log(`[rate] Redis-shared limit tests skipped: no Redis at ${redisUrl}`);

const LIMITS = { API_RATE_LIMIT_PER_MINUTE: '5', API_RATE_LIMIT_PER_IP_PER_MINUTE: '12' };

describe.each(backends)('API rate limits across two instances on $name', (backend) => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.reverse()) await t.close();
    apps = [];
  });

  /** Two apps ("instances") with `env`, the second on the first one's database. */
  const twoInstances = async (env: Record<string, string>) => {
    const a = await startTestApp(backend, env);
    apps.push(a);
    const b = await startTestApp(backend, env, { database: a.database });
    apps.push(b);
    return [a, b] as const;
  };
  const list = (t: TestApp, token: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/v1/companies', headers: authHeader(token), remoteAddress });
  const config = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/v1/client-config', remoteAddress });

  it.skipIf(!reachable)('with REDIS_URL, two instances on one Redis count each request once', async () => {
    const prefix = `ba-test-${randomBytes(6).toString('hex')}:`;
    const redis = new Redis(redisUrl);
    try {
      const [a, b] = await twoInstances({ ...LIMITS, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
      const token = await a.login(); // one request of 127.0.0.1, not of the addresses below
      // Per agent, 5 a minute: alternating instances, the agent gets 5 answers in all, not 5 on each.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await list(i % 2 ? b : a, token, `10.3.0.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refusedOnA = await list(a, token, '10.3.0.9');
      expect(refusedOnA.statusCode).toBe(429);
      expect(refusedOnA.json()).toEqual({ detail: '请求过于频繁，请稍后再试' });
      expect(Number(refusedOnA.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refusedOnA.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Per address, 12 a minute: 6 on each instance use it up; the 13th is refused on either.
      const address = '10.4.0.1';
      for (let i = 0; i < 12; i += 1) expect((await config(i % 2 ? b : a, address)).statusCode).toBe(200);
      expect((await config(a, address)).statusCode).toBe(429);
      expect((await config(b, address)).statusCode).toBe(429);
      expect((await config(b, '10.4.0.2')).statusCode).toBe(200);

      // The counts are Redis's (7 requests of the agent, 14 of the address), not the database's.
      const user = await findUser(a.database, 'DEMO001');
      expect(await redis.hget(`${prefix}rate:api-agent:${user?.id}`, 'n')).toBe('7');
      expect(await redis.hget(`${prefix}rate:api-ip:${address}`, 'n')).toBe('14');
      const ttl = await redis.pttl(`${prefix}rate:api-ip:${address}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('without REDIS_URL each instance counts its own requests, as before', async () => {
    const [a, b] = await twoInstances(LIMITS);
    const token = await a.login();
    for (const t of [a, b]) {
      for (let i = 0; i < 5; i += 1) expect((await list(t, token, '10.5.0.1')).statusCode).toBe(200);
      expect((await list(t, token, '10.5.0.1')).statusCode).toBe(429);
    }
  });

  it('with Redis unreachable each instance still limits (in memory), never a 5xx', async () => {
    const down = `redis://127.0.0.1:${await freePort()}`;
    const [a, b] = await twoInstances({ ...LIMITS, REDIS_URL: down });
    const token = await a.login();
    for (const t of [a, b]) {
      for (let i = 0; i < 5; i += 1) expect((await list(t, token, '10.6.0.1')).statusCode).toBe(200);
      expect((await list(t, token, '10.6.0.1')).statusCode).toBe(429);
    }
  });
});
