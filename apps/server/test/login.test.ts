import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import { expectError, findUser, sharedTestApp, startTestApp } from './helpers/test-app.js';

const backends = testBackends();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(backends)('POST /v1/login on $name', (backend) => {
  const t = sharedTestApp(backend, { SESSION_TTL_MINUTES: '60' });
  const login = (payload: object, remoteAddress = '203.0.113.10') =>
    t().app.inject({
      method: 'POST',
      url: '/v1/login',
      payload,
      remoteAddress,
      headers: { 'user-agent': 'BrokerAssistantiOS/1.0' },
    });
  const sessionCount = async () => (await t().database.db.select().from(sessions)).length;

  it('returns a 256-bit token and an expiry SESSION_TTL_MINUTES ahead', async () => {
    const before = Date.now();
    const res = await login({ workId: 'DEMO001', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000);

    // The token works.
    const info = await t().app.inject({
      method: 'POST',
      url: '/v1/userinfo',
      headers: { authorization: body.token },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ workId: 'DEMO001' });
  });

  it('issues a different token on every sign-in', async () => {
    const [a, b] = [await t().login(), await t().login()];
    expect(a).not.toBe(b);
  });

  it('stores only the SHA-256 of the token, with the client address and user agent', async () => {
    const res = await login({ workId: 'DEMO001', password: 'demo1234' }, '198.51.100.7');
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    const rows = await t()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.expiresAt.toISOString()).toBe(expiresAt);
    expect(row?.ip).toBe('198.51.100.7');
    expect(row?.userAgent).toBe('BrokerAssistantiOS/1.0');
    expect(row?.revokedAt).toBeNull();
    expect(row?.userId).toBe((await findUser(t().database, 'DEMO001'))?.id);
    // Nowhere in the table does the token itself appear.
    const all = await t().database.db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('a wrong password and an unknown work id get the same 401 and no session', async () => {
    const before = await sessionCount();
    const wrong = await login({ workId: 'DEMO001', password: 'demo12345' }, '203.0.113.20');
    const unknown = await login({ workId: 'NOBODY42', password: 'demo1234' }, '203.0.113.20');
    expectError(wrong, 401, '工号或密码错误');
    expectError(unknown, 401, '工号或密码错误');
    expect(wrong.body).toBe(unknown.body);
    expect(await sessionCount()).toBe(before);
  });

  it('work ids are matched exactly and passwords are case-sensitive', async () => {
    expectError(
      await login({ workId: 'DEMO001', password: 'DEMO1234' }, '203.0.113.21'),
      401,
      '工号或密码错误',
    );
    expectError(
      await login({ workId: 'demo001', password: 'demo1234' }, '203.0.113.21'),
      401,
      '工号或密码错误',
    );
  });

  it('an account without a password (created by single sign-on) cannot sign in with one', async () => {
    await t().database.db.insert(users).values({ workId: 'SSO_ONLY', realName: '单点用户', origin: 'erp' });
    expectError(
      await login({ workId: 'SSO_ONLY', password: 'anything' }, '203.0.113.22'),
      401,
      '工号或密码错误',
    );
  });

  it('with PASSWORD_LOGIN_ENABLED=false the route answers 404 and issues nothing', async () => {
    const off = await startTestApp(backend, { PASSWORD_LOGIN_ENABLED: 'false' }, { database: t().database });
    try {
      const before = await sessionCount();
      const res = await off.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { workId: 'DEMO001', password: 'demo1234' },
      });
      expectError(res, 404, '未启用工号密码登录，请从应用内进入');
      expect(await sessionCount()).toBe(before);
    } finally {
      await off.close();
    }
  });
});
