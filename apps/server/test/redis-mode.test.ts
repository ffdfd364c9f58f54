import { describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { freePort } from './helpers/server-process.js';
import { authHeader, startTestApp } from './helpers/test-app.js';

const backends = testBackends();

// Redis mode's edges on one app (decision 035); what holds across instances is in scale-instances.test.ts.
describe.each(backends)('single-process and Redis modes on $name', (backend) => {
  it('without REDIS_URL /readyz says single-process, and nothing needs Redis', async () => {
    const t = await startTestApp(backend);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        mode: 'single-process',
        database: backend.name,
        redis: 'off',
        store: { provider: 'local', status: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('with Redis down: /readyz says degraded, limits fall back to the database, never a 5xx', async () => {
    const t = await startTestApp(backend, {
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      CHAT_RATE_LIMIT_PER_MINUTE: '2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'degraded', mode: 'redis', redis: 'down' });

      const token = await t.login();
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/converse/General',
          headers: authHeader(token),
          payload: { userPrompt: '什么是犹豫期' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);

      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { workId: 'DEMO001', password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await t.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { workId: 'DEMO001', password: 'demo1234' },
      });
      expect(locked.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
