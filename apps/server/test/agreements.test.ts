import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementsRepository } from '../src/db/agreements-repository.js';
import { agreementAcceptances } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import { createUser, expectError, findUser, post, sharedTestApp, type TestApp } from './helpers/test-app.js';

const backends = testBackends();
const NOTICE = 'important-notice';

const getAgreement = (t: TestApp, id: string) => t.app.inject({ method: 'GET', url: `/v1/agreement/${id}` });
const accept = (t: TestApp, token: string | undefined, payload: object) =>
  post(t.app, '/v1/agreement/accept', token, payload);
async function accepted(t: TestApp, token: string): Promise<unknown> {
  const res = await post(t.app, '/v1/userinfo', token);
  expect(res.statusCode).toBe(200);
  return res.json<{ acceptAgreement: number }>().acceptAgreement;
}
async function acceptanceRows(t: TestApp, workId: string) {
  const user = await findUser(t.database, workId);
  return t.database.db
    .select()
    .from(agreementAcceptances)
    .where(
      and(eq(agreementAcceptances.userId, user?.id ?? ''), eq(agreementAcceptances.agreementId, NOTICE)),
    );
}

describe.each(backends)('agreements on $name', (backend) => {
  const t = sharedTestApp(backend);

  it('GET /v1/agreement/important-notice is public and shipped at version 1', async () => {
    const res = await getAgreement(t(), NOTICE);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['body', 'id', 'title', 'updatedAt', 'version']);
    expect(body).toMatchObject({ id: NOTICE, title: '重要提示', version: 1 });
    expect(String(body.body).startsWith('# 重要提示')).toBe(true);
    expect(String(body.body)).toContain('## 一、关于AI生成内容');
    expect(Number.isNaN(Date.parse(String(body.updatedAt)))).toBe(false);
  });

  it.each([
    ['privacy-policy', '隐私政策'],
    ['user-agreement', '用户协议'],
  ])('GET /v1/agreement/%s exists', async (id, titlePart) => {
    const res = await getAgreement(t(), id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, version: 1 });
    expect(res.json<{ title: string }>().title).toContain(titlePart);
    expect(res.json<{ body: string }>().body).toMatch(/^# /);
  });

  it('an unknown agreement → 404 协议不存在', async () => {
    expectError(await getAgreement(t(), 'no-such-agreement'), 404, '协议不存在');
    // Ids are lower-case slugs: anything else is refused before the database is asked.
    for (const id of ['IMPORTANT-NOTICE', 'important-notice.md']) {
      expectError(await getAgreement(t(), id), 400, /协议编号格式不正确/);
    }
  });

  it('accepting the current version sets acceptAgreement, and repeating it is harmless', async () => {
    await createUser(t().database, { workId: 'AG1', password: 'agree-password' });
    const token = await t().login('AG1', 'agree-password');
    expect(await accepted(t(), token)).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      const res = await accept(t(), token, { id: NOTICE, version: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await accepted(t(), token)).toBe(1);
    const rows = await acceptanceRows(t(), 'AG1');
    expect(rows.map((r) => r.version)).toEqual([1]);
  });

  it('accepting without a version accepts the current one', async () => {
    await createUser(t().database, { workId: 'AG2', password: 'agree-password' });
    const token = await t().login('AG2', 'agree-password');
    expect((await accept(t(), token, { id: NOTICE })).statusCode).toBe(200);
    expect(await accepted(t(), token)).toBe(1);
  });

  it('refuses without a session, a stale version or an unknown id, saving nothing', async () => {
    await createUser(t().database, { workId: 'AG3', password: 'agree-password' });
    const token = await t().login('AG3', 'agree-password');
    expectError(
      await accept(t(), undefined, { id: NOTICE, version: 1 }),
      401,
      '未登录或登录已失效，请重新登录',
    );
    expectError(await accept(t(), token, { id: NOTICE, version: 2 }), 409, '协议已更新，请刷新后重新阅读');
    expectError(await accept(t(), token, { id: 'no-such-agreement', version: 1 }), 404, '协议不存在');
    expect(await acceptanceRows(t(), 'AG3')).toEqual([]);
    expect(await accepted(t(), token)).toBe(0);
  });

  it("one agent's acceptance does not count for another", async () => {
    await createUser(t().database, { workId: 'AG4', password: 'agree-password' });
    await createUser(t().database, { workId: 'AG5', password: 'agree-password' });
    const first = await t().login('AG4', 'agree-password');
    const second = await t().login('AG5', 'agree-password');
    await accept(t(), first, { id: NOTICE, version: 1 });
    expect(await accepted(t(), first)).toBe(1);
    expect(await accepted(t(), second)).toBe(0);
    // Accepting another agreement does not count as the important notice.
    await accept(t(), second, { id: 'privacy-policy', version: 1 });
    expect(await accepted(t(), second)).toBe(0);
  });

  it('an id with a NUL character is a 4xx, not a 500', async () => {
    const res = await getAgreement(t(), 'a%00b');
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(backends)('a revised agreement text on $name', (backend) => {
  const t = sharedTestApp(backend);

  it('a changed body becomes version 2 and must be accepted again; the same body keeps the version', async () => {
    const token = await t().login();
    expect((await accept(t(), token, { id: NOTICE, version: 1 })).statusCode).toBe(200);
    expect(await accepted(t(), token)).toBe(1);

    const texts = agreementsRepository(t().database.db);
    const revised = '# 重要提示\n\n第二版：新增条款。';
    await texts.upsertText(NOTICE, '重要提示', revised);
    const res = await getAgreement(t(), NOTICE);
    expect(res.json()).toMatchObject({ version: 2, body: revised });
    expect(await accepted(t(), token)).toBe(0);

    // The agent who read version 1 cannot accept it any more; version 2 can be accepted.
    expectError(await accept(t(), token, { id: NOTICE, version: 1 }), 409, '协议已更新，请刷新后重新阅读');
    expect((await accept(t(), token, { id: NOTICE, version: 2 })).statusCode).toBe(200);
    expect(await accepted(t(), token)).toBe(1);

    // Upserting the same body again (a restart) keeps version 2 and the acceptance.
    const { updatedAt } = (await texts.find(NOTICE)) ?? {};
    await texts.upsertText(NOTICE, '重要提示', revised);
    expect(await texts.find(NOTICE)).toMatchObject({ version: 2, updatedAt });
    expect(await accepted(t(), token)).toBe(1);
  });
});
