import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { loginThrottle } from '../src/db/schema.js';
import { AppError } from '../src/errors.js';
import { authOf } from '../src/plugins/auth.js';
import { createServices } from '../src/services/index.js';
import { chatRateLimiter } from '../src/services/rate-limit/chat-rate-limiter.js';
import { prepareToServe } from '../src/start-up.js';
import { testBackends, type Backend } from './helpers/databases.js';
import { DEMO_AGENT, authHeader, createUser, expectError, startTestApp } from './helpers/test-app.js';

const LIMIT = 5;
const ASK = '/v1/test-ask';

/**
 * The app with a throwaway route that spends one question of the signed-in agent the way the stream
 * handler does, through the limiter the services are wired with.
 */
function appWithAskRoute(backend: Backend) {
  let state: { app: FastifyInstance; database: Database; config: Config } | undefined;
  let tempDir = '';
  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-ratelimit-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tempDir, 'data'),
      WEB_DIST_DIR: path.join(tempDir, 'web-dist'),
      CATALOGUE_DIR: path.join(tempDir, 'no-catalogue'),
      CHAT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    const database = await backend.open();
    const app = await build(config, { database, logger: false });
    await prepareToServe(database.db, config, app.log);
    const { chatRateLimit } = createServices(config, database);
    app.post(ASK, async (request) => {
      await chatRateLimit.consume(authOf(request).user.id);
      return { ok: true };
    });
    await app.ready();
    state = { app, database, config };
  });
  afterAll(async () => {
    await state?.app.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });
  return () => {
    if (!state) throw new Error('the app has not started');
    return state;
  };
}

/** A clock the test moves by hand. */
function manualClock(start = new Date('2026-03-01T08:00:00.000Z')) {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance(seconds: number) {
      ms += seconds * 1000;
    },
  };
}

async function retryAfterOf(promise: Promise<void>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('too_many:requests');
  return Number((error as AppError).headers['retry-after']);
}

describe.each(testBackends())('chat rate limit on $name', (backend) => {
  const t = appWithAskRoute(backend);
  const login = async (workId: string, password: string) => {
    const res = await t().app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const ask = (token: string) => t().app.inject({ method: 'POST', url: ASK, headers: authHeader(token) });

  it('over the limit a minute → 429 请求过于频繁，请稍后再试 with Retry-After; others are not affected', async () => {
    const token = await login(DEMO_AGENT.workId, DEMO_AGENT.password);
    for (let i = 0; i < LIMIT; i += 1) expect((await ask(token)).statusCode).toBe(200);
    const refused = await ask(token);
    expectError(refused, 429, '请求过于频繁，请稍后再试');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectError(await ask(token), 429, '请求过于频繁，请稍后再试');

    await createUser(t().database, { workId: 'R1001', password: 'password123' });
    const other = await login('R1001', 'password123');
    expect((await ask(other)).statusCode).toBe(200);
  });

  it('the window lasts a minute from the first question; Retry-After counts down to its end', async () => {
    const user = await createUser(t().database, { workId: 'R2001' });
    const clock = manualClock();
    const limiter = chatRateLimiter(t().database.db, t().config, clock.now);
    for (let i = 0; i < LIMIT; i += 1) {
      await limiter.consume(user.id);
      clock.advance(1);
    }
    // The window started 5 s ago.
    expect(await retryAfterOf(limiter.consume(user.id))).toBe(55);
    clock.advance(30);
    expect(await retryAfterOf(limiter.consume(user.id))).toBe(25);
    clock.advance(24.5);
    expect(await retryAfterOf(limiter.consume(user.id))).toBe(1); // rounds up, never 0
    clock.advance(0.5);
    // A minute after the first question: a fresh window, refused questions do not carry over.
    for (let i = 0; i < LIMIT; i += 1) await limiter.consume(user.id);
    expect(await retryAfterOf(limiter.consume(user.id))).toBe(60);
  });

  it('agents are counted separately', async () => {
    const [a, b] = [
      await createUser(t().database, { workId: 'R3001' }),
      await createUser(t().database, { workId: 'R3002' }),
    ];
    const clock = manualClock();
    const limiter = chatRateLimiter(t().database.db, t().config, clock.now);
    for (let i = 0; i < LIMIT; i += 1) await limiter.consume(a.id);
    await expect(limiter.consume(a.id)).rejects.toBeInstanceOf(AppError);
    for (let i = 0; i < LIMIT; i += 1) await limiter.consume(b.id);
    await expect(limiter.consume(b.id)).rejects.toBeInstanceOf(AppError);
  });

  it('concurrent questions are each counted once: exactly the limit get through', async () => {
    const user = await createUser(t().database, { workId: 'R4001' });
    // Two limiters on one database stand for two instances.
    const instances = [
      chatRateLimiter(t().database.db, t().config),
      chatRateLimiter(t().database.db, t().config),
    ];
    const attempts = 4 * LIMIT;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) => instances[i % 2]?.consume(user.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMIT);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(attempts - LIMIT);
    for (const r of refused) expect((r.reason as AppError).code).toBe('too_many:requests');
    const rows = await t()
      .database.db.select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `chat:${user.id}`));
    expect(rows.map((r) => r.failures)).toEqual([attempts]);
  });
});

describe.each(testBackends())('chat counters and housekeeping on $name', (backend) => {
  it('drops chat counters whose window has ended and keeps the current ones', async () => {
    const database = await backend.open();
    const first = await startTestApp(backend, {}, { database });
    await first.close();
    const [stale, current] = [
      await createUser(database, { workId: 'H0001' }),
      await createUser(database, { workId: 'H0002' }),
    ];
    const limiter = (at: Date) => chatRateLimiter(database.db, first.config, () => at);
    await limiter(new Date(Date.now() - 5 * 60_000)).consume(stale.id);
    await limiter(new Date()).consume(current.id);
    await database.db.insert(loginThrottle).values({
      key: 'account:recent',
      failures: 1,
      windowStartedAt: new Date(Date.now() - 5 * 60_000),
    });

    const second = await startTestApp(backend, {}, { database });
    try {
      const keys = (await database.db.select().from(loginThrottle)).map((r) => r.key).sort();
      // A sign-in counter keeps its own (longer) window; only the spent chat counter went.
      expect(keys).toEqual(['account:recent', `chat:${current.id}`].sort());
    } finally {
      await second.close();
    }
  });
});
