import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, users } from '../src/db/schema.js';
import { usersRepository } from '../src/db/users-repository.js';
import { hashPassword, verifyPassword } from '../src/services/auth/password.js';
import { testBackends } from './helpers/databases.js';
import { DEMO_AGENT, expectError, startTestApp, type TestApp } from './helpers/test-app.js';

const backends = testBackends();

describe.each(backends)('the demo agent on $name', (backend) => {
  it('is created on the first build: DEMO001 / demo1234, 演示经纪人', async () => {
    const t = await startTestApp(backend);
    try {
      const rows = await t.database.db.select().from(users);
      expect(rows).toHaveLength(1);
      const [demo] = rows;
      expect(demo).toMatchObject({
        workId: 'DEMO001',
        realName: '演示经纪人',
        origin: 'local',
        disabledAt: null,
        seenGuides: [],
      });
      expect(await verifyPassword('demo1234', demo?.passwordHash ?? '')).toBe(true);
      expect(demo?.passwordHash).not.toContain('demo1234');
      expect((await t.login('DEMO001', 'demo1234')).length).toBeGreaterThanOrEqual(43);
    } finally {
      await t.close();
    }
  });

  it('is not created with DEMO_AGENT_ENABLED=false', async () => {
    const t = await startTestApp(backend, { DEMO_AGENT_ENABLED: 'false' });
    try {
      expect(await t.database.db.select().from(users)).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { workId: DEMO_AGENT.workId, password: DEMO_AGENT.password },
      });
      expectError(res, 401, '工号或密码错误');
      // The agreements are seeded all the same.
      expect((await t.database.db.select().from(agreements)).map((a) => a.id).sort()).toEqual([
        'important-notice',
        'privacy-policy',
        'user-agreement',
      ]);
    } finally {
      await t.close();
    }
  });

  it('turning the demo off later disables DEMO001 while it still has the published password', async () => {
    const database = await backend.open();
    const first = await startTestApp(backend, {}, { database });
    const token = await first.login('DEMO001', 'demo1234');
    await first.close();

    const second = await startTestApp(backend, { DEMO_AGENT_ENABLED: 'false' }, { database });
    try {
      const demo = await usersRepository(database.db).findByWorkId('DEMO001');
      expect(demo?.disabledAt).toBeInstanceOf(Date);
      expectError(await loginAs(second, 'demo1234'), 403, '账号已停用，请联系管理员');
      const res = await second.app.inject({
        method: 'POST',
        url: '/v1/userinfo',
        headers: { authorization: token },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('turning the demo off leaves a DEMO001 whose password an operator changed', async () => {
    const database = await backend.open();
    const first = await startTestApp(backend, {}, { database });
    const demo = await usersRepository(database.db).findByWorkId('DEMO001');
    if (!demo) throw new Error('no demo agent');
    await usersRepository(database.db).update(demo.id, {
      passwordHash: await hashPassword('a-private-password'),
    });
    await first.close();

    const second = await startTestApp(backend, { DEMO_AGENT_ENABLED: 'false' }, { database });
    try {
      expect((await usersRepository(database.db).findByWorkId('DEMO001'))?.disabledAt).toBeNull();
      expect((await second.login('DEMO001', 'a-private-password')).length).toBeGreaterThanOrEqual(43);
    } finally {
      await second.close();
    }
  });

  it("building again on the same database keeps an operator's changes and duplicates nothing", async () => {
    const database = await backend.open();
    const first = await startTestApp(backend, {}, { database });
    const demo = await usersRepository(database.db).findByWorkId('DEMO001');
    if (!demo) throw new Error('no demo agent');
    await usersRepository(database.db).update(demo.id, {
      passwordHash: await hashPassword('changed-password'),
      realName: '改名演示',
    });
    await first.close();

    const second = await startTestApp(backend, {}, { database });
    try {
      const rows = await database.db.select().from(users).where(eq(users.workId, 'DEMO001'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: demo.id, realName: '改名演示' });
      expectError(await loginAs(second, 'demo1234'), 401, '工号或密码错误');
      expect((await second.login('DEMO001', 'changed-password')).length).toBeGreaterThanOrEqual(43);

      // The shipped agreement texts are unchanged, so their versions stay.
      const texts = await database.db.select().from(agreements);
      expect(texts).toHaveLength(3);
      expect(texts.every((a) => a.version === 1)).toBe(true);
    } finally {
      await second.close();
    }

    // A disabled demo agent stays disabled after a third build.
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.workId, 'DEMO001'));
    const third = await startTestApp(backend, {}, { database });
    try {
      expectError(await loginAs(third, 'changed-password'), 403, '账号已停用，请联系管理员');
      expect(await third.database.db.select().from(users)).toHaveLength(1);
    } finally {
      await third.close();
    }
  });
});

const loginAs = (t: TestApp, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login', payload: { workId: 'DEMO001', password } });
