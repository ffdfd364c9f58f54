import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import { createUser, expectError, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const PASSWORD = 'right-password';

describe.each(backends)('sign-in attempt limits on $name', (backend) => {
  // 3 failures lock an account, 5 lock an address, for 15 minutes.
  const t = sharedTestApp(backend, {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
    LOGIN_LOCK_MINUTES: '15',
  });
  const attempt = (workId: string, password: string, remoteAddress: string) =>
    t().app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password }, remoteAddress });
  const throttleRow = async (key: string) => {
    const [row] = await t().database.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    return row;
  };

  it('locks an account after LOGIN_MAX_FAILURES_PER_ACCOUNT failures, even for the right password', async () => {
    await createUser(t().database, { workId: 'LOCK1', password: PASSWORD });
    for (let i = 0; i < 3; i += 1) {
      expectError(await attempt('LOCK1', 'wrong-password', '10.0.1.1'), 401, '工号或密码错误');
    }
    const locked = await attempt('LOCK1', PASSWORD, '10.0.1.1');
    expectError(locked, 429, '登录失败次数过多，请15分钟后再试');
    expect(locked.headers['retry-after']).toBe('900');

    // The lock is on the account: another address is refused too, other accounts are not.
    const elsewhere = await attempt('LOCK1', PASSWORD, '10.0.1.2');
    expectError(elsewhere, 429, /分钟/);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('DEMO001', 'demo1234', '10.0.1.1')).statusCode).toBe(200);

    const row = await throttleRow('account:lock1');
    expect(row?.failures).toBe(3);
    const until = row?.lockedUntil?.getTime() ?? 0;
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
  });

  it('counts failures of a work id in any letter case together', async () => {
    await createUser(t().database, { workId: 'Case1', password: PASSWORD });
    for (const workId of ['case1', 'CASE1', 'Case1']) {
      expectError(await attempt(workId, 'wrong-password', '10.0.2.1'), 401, '工号或密码错误');
    }
    expectError(await attempt('Case1', PASSWORD, '10.0.2.1'), 429, /分钟/);
  });

  it('an account lock ends when its time is up', async () => {
    await createUser(t().database, { workId: 'LOCK2', password: PASSWORD });
    for (let i = 0; i < 3; i += 1) await attempt('LOCK2', 'wrong-password', '10.0.3.1');
    expectError(await attempt('LOCK2', PASSWORD, '10.0.3.1'), 429, /分钟/);
    await t()
      .database.db.update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(loginThrottle.key, 'account:lock2'));
    expect((await attempt('LOCK2', PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('locks an address after LOGIN_MAX_FAILURES_PER_IP failures across different work ids', async () => {
    const ip = '10.0.4.1';
    for (let i = 0; i < 5; i += 1) {
      expectError(await attempt(`GUESS${i}`, 'wrong-password', ip), 401, '工号或密码错误');
    }
    // No single account reached its limit; the address did.
    expect((await throttleRow('account:guess0'))?.failures).toBe(1);
    expect((await throttleRow(`ip:${ip}`))?.lockedUntil).not.toBeNull();

    const res = await attempt('DEMO001', 'demo1234', ip);
    expectError(res, 429, /^登录失败次数过多，请\d+分钟后再试$/);
    expect(res.headers['retry-after']).toBe('900');
    // Another address still signs in.
    expect((await attempt('DEMO001', 'demo1234', '10.0.4.2')).statusCode).toBe(200);
  });

  it("a success clears the account's failures but not the address's", async () => {
    await createUser(t().database, { workId: 'CLEAR1', password: PASSWORD });
    const ip = '10.0.5.1';
    for (let i = 0; i < 2; i += 1) await attempt('CLEAR1', 'wrong-password', ip);
    expect((await throttleRow('account:clear1'))?.failures).toBe(2);

    expect((await attempt('CLEAR1', PASSWORD, ip)).statusCode).toBe(200);
    expect(await throttleRow('account:clear1')).toBeUndefined();
    expect((await throttleRow(`ip:${ip}`))?.failures).toBe(2);

    // Two more failures: four in all, but only two since the success, so the account is not locked.
    for (let i = 0; i < 2; i += 1) await attempt('CLEAR1', 'wrong-password', ip);
    expect((await attempt('CLEAR1', PASSWORD, ip)).statusCode).toBe(200);
    expect((await throttleRow(`ip:${ip}`))?.failures).toBe(4);
  });

  it('a client cannot dodge the address limit with X-Forwarded-For (TRUST_PROXY off)', async () => {
    const ip = '10.0.7.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { workId: `SPOOF${i}`, password: 'wrong-password' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await throttleRow(`ip:${ip}`))?.failures).toBe(5);
    expect(await throttleRow('ip:192.0.2.0')).toBeUndefined();
    expectError(await attempt('DEMO001', 'demo1234', ip), 429, /分钟/);
  });

  it('malformed requests are not counted as failures', async () => {
    const ip = '10.0.6.1';
    for (let i = 0; i < 6; i += 1) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { workId: 'DEMO001' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await throttleRow(`ip:${ip}`)).toBeUndefined();
    expect((await attempt('DEMO001', 'demo1234', ip)).statusCode).toBe(200);
  });
});
