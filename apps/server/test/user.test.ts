import { describe, expect, it } from 'vitest';
import { usersRepository } from '../src/db/users-repository.js';
import { testBackends } from './helpers/databases.js';
import { createUser, expectError, findUser, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();

describe.each(backends)('user info, guides and models on $name', (backend) => {
  const t = sharedTestApp(backend);
  const userinfo = async (token: string) => {
    const res = await post(t().app, '/v1/userinfo', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };

  it('POST /v1/userinfo describes the demo agent', async () => {
    expect(await userinfo(await t().login())).toEqual({
      workId: 'DEMO001',
      realName: '演示经纪人',
      models: [{ model: 'builtin', default: true }],
      show: ['guide_94326'],
      acceptAgreement: 0,
      toolScreens: { vehicle: false },
    });
  });

  it('accepts a call without any body or content type (as the spec client sends it)', async () => {
    const token = await t().login();
    const res = await t().app.inject({
      method: 'POST',
      url: '/v1/userinfo',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    const empty = await t().app.inject({
      method: 'POST',
      url: '/v1/userinfo',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('requires a session', async () => {
    expectError(await post(t().app, '/v1/userinfo', undefined), 401, '未登录或登录已失效，请重新登录');
  });

  it("each token sees its own agent's info only", async () => {
    await createUser(t().database, { workId: 'A1001', realName: '张三', password: 'zhangsan-pw' });
    const demo = await t().login();
    const other = await t().login('A1001', 'zhangsan-pw');
    expect(await userinfo(other)).toMatchObject({ workId: 'A1001', realName: '张三', show: ['guide_94326'] });

    // The second agent dismisses the guide; the demo agent still has it.
    expect((await post(t().app, '/v1/pup/status', other, { ppName: 'guide_94326' })).json()).toEqual({
      ok: true,
    });
    expect((await userinfo(other)).show).toEqual([]);
    expect((await userinfo(demo)).show).toEqual(['guide_94326']);
    expect((await findUser(t().database, 'DEMO001'))?.seenGuides).toEqual([]);
  });

  it('POST /v1/pup/status marks a guide seen, once, for good', async () => {
    await createUser(t().database, { workId: 'G1001', password: 'guide-password' });
    const token = await t().login('G1001', 'guide-password');
    for (let i = 0; i < 2; i += 1) {
      const res = await post(t().app, '/v1/pup/status', token, { ppName: 'guide_94326' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await userinfo(token)).show).toEqual([]);
    expect((await findUser(t().database, 'G1001'))?.seenGuides).toEqual(['guide_94326']);
    // A new session of the same agent remembers it.
    expect((await userinfo(await t().login('G1001', 'guide-password'))).show).toEqual([]);
  });

  it('an unknown guide → 400 and nothing saved', async () => {
    await createUser(t().database, { workId: 'G1002', password: 'guide-password' });
    const token = await t().login('G1002', 'guide-password');
    expectError(
      await post(t().app, '/v1/pup/status', token, { ppName: 'guide_00000' }),
      400,
      '未知的引导标识',
    );
    expectError(await post(t().app, '/v1/pup/status', token, { ppName: '' }), 400, /ppName/);
    expect((await findUser(t().database, 'G1002'))?.seenGuides).toEqual([]);
    expect((await userinfo(token)).show).toEqual(['guide_94326']);
  });

  it('POST /v1/model/change accepts the built-in model and refuses others', async () => {
    await createUser(t().database, { workId: 'M1001', password: 'model-password' });
    const token = await t().login('M1001', 'model-password');
    const ok = await post(t().app, '/v1/model/change', token, { mdlName: 'builtin' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await findUser(t().database, 'M1001'))?.preferredModel).toBe('builtin');
    expect((await userinfo(token)).models).toEqual([{ model: 'builtin', default: true }]);

    for (const mdlName of ['gpt-x', 'BUILTIN', 'builtin ']) {
      expectError(
        await post(t().app, '/v1/model/change', token, { mdlName }),
        400,
        '不支持该模型，请重新选择',
      );
    }
    expect((await findUser(t().database, 'M1001'))?.preferredModel).toBe('builtin');
  });

  it('a stored model that is no longer offered falls back to the built-in one', async () => {
    const row = await createUser(t().database, { workId: 'M1002', password: 'model-password' });
    await usersRepository(t().database.db).update(row.id, { preferredModel: 'retired-model' });
    const token = await t().login('M1002', 'model-password');
    expect((await userinfo(token)).models).toEqual([{ model: 'builtin', default: true }]);
  });

  it('model change and guide status require a session', async () => {
    expectError(await post(t().app, '/v1/model/change', undefined, { mdlName: 'builtin' }), 401, /重新登录/);
    expectError(await post(t().app, '/v1/pup/status', undefined, { ppName: 'guide_94326' }), 401, /重新登录/);
  });
});

describe.each(backends)('the debug console flag (DEBUG_CONSOLE_WORK_IDS) on $name', (backend) => {
  const t = sharedTestApp(backend, { DEBUG_CONSOLE_WORK_IDS: ' D1001 , DEMO001,' });
  const userinfo = async (token: string) => (await post(t().app, '/v1/userinfo', token)).json<object>();

  it('is true for the listed work ids only, and absent for everyone else', async () => {
    expect(await userinfo(await t().login())).toMatchObject({ workId: 'DEMO001', debugConsole: true });
    await createUser(t().database, { workId: 'D1001', password: 'debug-password' });
    expect(await userinfo(await t().login('D1001', 'debug-password'))).toMatchObject({ debugConsole: true });
    // Work ids match exactly: another case or a prefix is another agent.
    for (const workId of ['d1001', 'D100']) {
      await createUser(t().database, { workId, password: 'debug-password' });
      expect(await userinfo(await t().login(workId, 'debug-password'))).not.toHaveProperty('debugConsole');
    }
  });
});
