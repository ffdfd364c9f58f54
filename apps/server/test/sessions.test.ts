import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/services/auth/tokens.js';
import { testBackends } from './helpers/databases.js';
import {
  createUser,
  disableUser,
  expectError,
  findSession,
  setSessionExpiry,
  sharedTestApp,
} from './helpers/test-app.js';

const backends = testBackends();
const TTL_MINUTES = 120;

describe.each(backends)('sessions on $name', (backend) => {
  const t = sharedTestApp(backend, { SESSION_TTL_MINUTES: String(TTL_MINUTES) });
  const userinfo = (authorization?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/v1/userinfo',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('no Authorization header → 401 未登录或登录已失效，请重新登录', async () => {
    expectError(await userinfo(), 401, '未登录或登录已失效，请重新登录');
    expectError(await userinfo(''), 401, '未登录或登录已失效，请重新登录');
    expectError(await userinfo('Bearer   '), 401, '未登录或登录已失效，请重新登录');
  });

  it('a forged, random or oversized token → 401 登录状态已过期，请重新登录', async () => {
    const token = await t().login();
    for (const forged of [
      randomBytes(32).toString('base64url'),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      hashToken(token), // the stored hash is not a token
      'x'.repeat(5000),
      `Basic ${Buffer.from('DEMO001:demo1234').toString('base64')}`,
    ]) {
      expectError(await userinfo(forged), 401, '登录状态已过期，请重新登录');
    }
  });

  it('accepts the bare token and the Bearer form', async () => {
    const token = await t().login();
    for (const header of [token, `Bearer ${token}`, `bearer ${token}`]) {
      const res = await userinfo(header);
      expect(res.statusCode, header).toBe(200);
      expect(res.json()).toMatchObject({ workId: 'DEMO001' });
    }
  });

  it('an expired session → 401, and it is not revived', async () => {
    const token = await t().login();
    const past = new Date(Date.now() - 1000);
    await setSessionExpiry(t().database, token, past);
    expectError(await userinfo(token), 401, '登录状态已过期，请重新登录');
    expect((await findSession(t().database, token))?.expiresAt.getTime()).toBe(past.getTime());
  });

  it('a revoked session → 401', async () => {
    const token = await t().login();
    await t()
      .database.db.update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expectError(await userinfo(token), 401, '登录状态已过期，请重新登录');
  });

  it('sliding expiry: using a session moves its expiry to now + SESSION_TTL_MINUTES', async () => {
    const token = await t().login();
    await setSessionExpiry(t().database, token, new Date(Date.now() + 2 * 60_000));
    const before = Date.now();
    expect((await userinfo(token)).statusCode).toBe(200);
    const moved = (await findSession(t().database, token))?.expiresAt.getTime() ?? 0;
    expect(moved).toBeGreaterThanOrEqual(before + TTL_MINUTES * 60_000 - 1000);
    expect(moved).toBeLessThanOrEqual(Date.now() + TTL_MINUTES * 60_000 + 1000);
  });

  it('does not rewrite the expiry on every request (at most about once a minute)', async () => {
    const token = await t().login();
    const almostFull = new Date(Date.now() + TTL_MINUTES * 60_000 - 20_000);
    await setSessionExpiry(t().database, token, almostFull);
    expect((await userinfo(token)).statusCode).toBe(200);
    expect((await findSession(t().database, token))?.expiresAt.getTime()).toBe(almostFull.getTime());
  });

  it('POST /v1/logout ends this session only', async () => {
    const first = await t().login();
    const second = await t().login();
    const res = await t().app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { authorization: first },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expectError(await userinfo(first), 401, '登录状态已过期，请重新登录');
    expect((await findSession(t().database, first))?.revokedAt).toBeInstanceOf(Date);
    expect((await userinfo(second)).statusCode).toBe(200);
    expect((await findSession(t().database, second))?.revokedAt).toBeNull();

    // Logging out again with the dead token, or with none, is refused.
    const again = await t().app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { authorization: first },
    });
    expectError(again, 401, '登录状态已过期，请重新登录');
    expectError(
      await t().app.inject({ method: 'POST', url: '/v1/logout' }),
      401,
      '未登录或登录已失效，请重新登录',
    );
  });

  it('a disabled account → 403 with an existing token and at sign-in', async () => {
    await createUser(t().database, { workId: 'OFF1', password: 'password123' });
    const token = await t().login('OFF1', 'password123');
    await disableUser(t().database, 'OFF1');

    expectError(await userinfo(token), 403, '账号已停用，请联系管理员');
    const login = await t().app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { workId: 'OFF1', password: 'password123' },
    });
    expectError(login, 403, '账号已停用，请联系管理员');
    // A wrong password still says nothing about the account's state.
    const wrong = await t().app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { workId: 'OFF1', password: 'not-the-password' },
    });
    expectError(wrong, 401, '工号或密码错误');

    // Enabled again, the account signs in.
    await t().database.db.update(users).set({ disabledAt: null }).where(eq(users.workId, 'OFF1'));
    expect((await t().login('OFF1', 'password123')).length).toBeGreaterThanOrEqual(43);
  });

  // Decision 050: sessions in use are kept a few seconds; any change in the database ends that at once.
  it('a session in use is refused at once after a change made straight in the database', async () => {
    await createUser(t().database, { workId: 'CACHE1', password: 'password123' });
    const revoked = await t().login('CACHE1', 'password123');
    const expired = await t().login('CACHE1', 'password123');
    const disabled = await t().login('CACHE1', 'password123');
    for (const token of [revoked, expired, disabled])
      for (let i = 0; i < 2; i += 1) expect((await userinfo(token)).statusCode).toBe(200);

    await t().database.db.update(users).set({ realName: '改名后' }).where(eq(users.workId, 'CACHE1'));
    expect((await userinfo(disabled)).json()).toMatchObject({ realName: '改名后' });

    await t()
      .database.db.update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked)));
    expectError(await userinfo(revoked), 401, '登录状态已过期，请重新登录');
    expect((await userinfo(expired)).statusCode).toBe(200);

    await setSessionExpiry(t().database, expired, new Date(Date.now() - 1000));
    expectError(await userinfo(expired), 401, '登录状态已过期，请重新登录');

    await disableUser(t().database, 'CACHE1');
    expectError(await userinfo(disabled), 403, '账号已停用，请联系管理员');
  });

  it('public routes ignore a bad token', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v1/agreement/privacy-policy',
      headers: { authorization: 'garbage' },
    });
    expect(res.statusCode).toBe(200);
    const health = await t().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: 'garbage' },
    });
    expect(health.statusCode).toBe(200);
  });
});
