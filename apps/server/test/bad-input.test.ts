import { describe, expect, it } from 'vitest';
import { agreementAcceptances, loginThrottle, sessions } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, detailOf, expectError, findUser, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const json = { 'content-type': 'application/json' };

describe.each(backends)('bad input on $name', (backend) => {
  const t = sharedTestApp(backend, { BODY_LIMIT_BYTES: '1024' });
  const raw = (url: string, payload: string, headers: Record<string, string> = json) =>
    t().app.inject({ method: 'POST', url, payload, headers });

  /** Everything a rejected request could have touched, to compare before and after. */
  async function snapshot() {
    const { db } = t().database;
    return {
      user: await findUser(t().database, 'DEMO001'),
      sessions: (await db.select().from(sessions)).map((s) => [s.id, s.expiresAt.getTime(), s.revokedAt]),
      acceptances: await db.select().from(agreementAcceptances),
      throttle: await db.select().from(loginThrottle),
    };
  }

  it('malformed JSON → 400 请求内容不是合法的 JSON', async () => {
    for (const body of ['{"workId":', '{workId: "DEMO001"}', "{'a':1}", 'not json', '{"a":1}}']) {
      expectError(await raw('/v1/login', body), 400, '请求内容不是合法的 JSON');
    }
  });

  it('missing fields and wrong types → 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      ['/v1/login', {}, 'workId'],
      ['/v1/login', { password: 'demo1234' }, 'workId'],
      ['/v1/login', { workId: 42, password: 'demo1234' }, 'workId'],
      ['/v1/login', { workId: 'has space', password: 'demo1234' }, 'workId'],
      ['/v1/login', { workId: 'W'.repeat(65), password: 'demo1234' }, 'workId'],
      ['/v1/login', { workId: 'DEMO001' }, 'password'],
      ['/v1/login', { workId: 'DEMO001', password: ['demo1234'] }, 'password'],
      ['/v1/login', { workId: 'DEMO001', password: '' }, 'password'],
      ['/v1/login/erp', {}, 'erpToken'],
      ['/v1/login/erp', { erpToken: 12 }, 'erpToken'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await t().app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(detailOf(res)).toContain(field);
      expect(detailOf(res)).toMatch(/^参数 .* 有误：/);
    }
  });

  it('authenticated routes name the field too', async () => {
    const token = await t().login();
    const cases: [string, object, string][] = [
      ['/v1/model/change', {}, 'mdlName'],
      ['/v1/model/change', { mdlName: 5 }, 'mdlName'],
      ['/v1/pup/status', {}, 'ppName'],
      ['/v1/pup/status', { ppName: null }, 'ppName'],
      ['/v1/agreement/accept', {}, 'id'],
      ['/v1/agreement/accept', { id: 'important-notice', version: '1' }, 'version'],
      ['/v1/agreement/accept', { id: 'important-notice', version: 1.5 }, 'version'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await t().app.inject({ method: 'POST', url, payload, headers: authHeader(token) });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(detailOf(res)).toContain(field);
    }
  });

  it('a body that is not an object → 400', async () => {
    for (const body of ['null', '[1,2]', '"text"', '42']) {
      expectError(await raw('/v1/login', body), 400, /^参数 请求内容 有误/);
    }
  });

  it('a body over BODY_LIMIT_BYTES → 413 请求内容过大', async () => {
    const big = JSON.stringify({ workId: 'DEMO001', password: 'x'.repeat(2000) });
    expectError(await raw('/v1/login', big), 413, '请求内容过大');
    const token = await t().login();
    const res = await t().app.inject({
      method: 'POST',
      url: '/v1/model/change',
      headers: authHeader(token),
      payload: { mdlName: 'm'.repeat(2000) },
    });
    expectError(res, 413, '请求内容过大');
  });

  it('a form body → 415', async () => {
    const res = await raw('/v1/login', 'workId=DEMO001&password=demo1234', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectError(res, 415, '请求格式不支持，请使用 JSON');
  });

  it('content-type: text/plain → 415', async () => {
    const res = await raw('/v1/login', '{"workId":"DEMO001","password":"demo1234"}', {
      'content-type': 'text/plain',
    });
    expectError(res, 415, '请求格式不支持，请使用 JSON');
  });

  it('prototype poisoning (__proto__, constructor.prototype) → 400', async () => {
    const token = await t().login();
    const bodies = [
      '{"workId":"DEMO001","password":"demo1234","__proto__":{"admin":true}}',
      '{"workId":"DEMO001","password":"demo1234","constructor":{"prototype":{"admin":true}}}',
    ];
    for (const body of bodies) expectError(await raw('/v1/login', body), 400, '请求内容不是合法的 JSON');
    const res = await raw('/v1/model/change', '{"mdlName":"builtin","__proto__":{"x":1}}', {
      ...json,
      ...authHeader(token),
    });
    expectError(res, 400, '请求内容不是合法的 JSON');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('none of the rejected requests changes anything saved', async () => {
    const token = await t().login();
    const before = await snapshot();
    const auth = authHeader(token);
    const rejected = [
      raw('/v1/login', '{"workId":"DEMO001","password":', json),
      raw('/v1/login', JSON.stringify({ workId: 'DEMO001', password: 'p'.repeat(3000) })),
      raw('/v1/model/change', '{"mdlName":', { ...json, ...auth }),
      raw('/v1/model/change', JSON.stringify({ mdlName: 7 }), { ...json, ...auth }),
      raw('/v1/pup/status', '{"ppName":"guide_94326","__proto__":{}}', { ...json, ...auth }),
      raw('/v1/pup/status', 'ppName=guide_94326', {
        'content-type': 'application/x-www-form-urlencoded',
        ...auth,
      }),
      raw('/v1/agreement/accept', JSON.stringify({ id: 'important-notice', version: 'one' }), {
        ...json,
        ...auth,
      }),
      raw('/v1/agreement/accept', JSON.stringify({ id: 'x'.repeat(2000) }), { ...json, ...auth }),
      raw('/v1/logout', '{"bad json', { ...json, ...auth }),
    ];
    for (const res of await Promise.all(rejected)) expect([400, 413, 415]).toContain(res.statusCode);

    expect(await snapshot()).toEqual(before);
    const info = await t().app.inject({ method: 'POST', url: '/v1/userinfo', headers: auth });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ show: ['guide_94326'], acceptAgreement: 0 });
    expect((await t().login()).length).toBeGreaterThanOrEqual(43);
  });
});
