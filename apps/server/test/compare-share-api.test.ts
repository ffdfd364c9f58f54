import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Comparison, InteractionPage, SharedComparison, ShareCode } from '@broker/contract';
import { comparisonShares } from '../src/db/schema-tools.js';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();
const REQUEST = { productCodes: ['AK-CI-01', 'AK-TL-01'], factors: { age: 22, gender: 'F' } };
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47';

describe.each(backends)('sharing a comparison on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const token = agentTokens(t);
  const get = async (url: string, workId: string | null = 'DEMO001') =>
    t().app.inject({ method: 'GET', url, headers: workId ? authHeader(await token(workId)) : {} });
  const saved = async () =>
    (await post(t().app, '/v1/prodcompare/history/save/new', await token(), REQUEST)).json<Comparison>();
  const share = async (id: string) =>
    (await get(`/v1/product/compare/share/code?id=${id}`)).json<ShareCode>();
  let n = 0;
  const report = (id: string, code: string, extra: object = {}) =>
    t().app.inject({
      method: 'POST',
      url: '/v1/behavior/reporting',
      headers: { 'user-agent': WECHAT_UA },
      payload: {
        type: 'view',
        sessionId: `session-${++n}`,
        visitorId: 'visitor-abcdef12',
        shareCode: code,
        comparisonId: id,
        browser: 'WeChat',
        os: 'iOS 17',
        ...extra,
      },
    });
  const records = async (query = '') => (await get(`/v1/behavior/query?${query}`)).json<InteractionPage>();

  it('a share code opens the frozen comparison without a session, commission left out', async () => {
    const comparison = await saved();
    const code = await share(comparison.id ?? '');
    expect(code.shareCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(code.path).toBe(`/comparisonResults?shareFlag=1&id=${comparison.id}&share_code=${code.shareCode}`);
    const days = (Date.parse(code.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await share(comparison.id ?? '')).shareCode).toBe(code.shareCode);

    const res = await get(
      `/v1/prodcompare/retrieve_result/${comparison.id}?share_code=${code.shareCode}`,
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json<SharedComparison>();
    expect(shared.agent).toEqual({ realName: '演示经纪人', workId: 'DEMO001' });
    expect(shared.comparison.rows.some((r) => r.agentOnly)).toBe(false);
    expect(res.body).not.toMatch(/佣金/);
    expect(shared.comparison.rows.length).toBe(comparison.rows.filter((r) => !r.agentOnly).length);
  });

  it('forged, other, expired and revoked codes are one 404', async () => {
    const a = await saved();
    const b = await saved();
    const codeA = (await share(a.id ?? '')).shareCode;
    const codeB = (await share(b.id ?? '')).shareCode;
    const open = (id: string | null, code: string) =>
      get(`/v1/prodcompare/retrieve_result/${id}?share_code=${encodeURIComponent(code)}`, null);
    const gone = '分享链接无效或已过期，请联系您的顾问重新分享';
    expectError(await open(a.id, 'forged-code-0000000000'), 404, gone);
    expectError(await open(a.id, codeB), 404, gone);
    expectError(await open(a.id, ''), 404, gone);
    expectError(await open('not-a-uuid', codeA), 404, gone);
    await t()
      .database.db.update(comparisonShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(comparisonShares.code, codeB));
    expectError(await open(b.id, codeB), 404, gone);
    const fresh = (await share(b.id ?? '')).shareCode;
    expect(fresh).not.toBe(codeB);
    const revoke = await t().app.inject({
      method: 'DELETE',
      url: `/v1/product/compare/share/code?id=${b.id}`,
      headers: authHeader(await token()),
    });
    expect(revoke.json()).toEqual({ ok: true });
    expectError(await open(b.id, fresh), 404, gone);
    expectError(await report(b.id ?? '', fresh), 404, gone);
  });

  // Reports remember the share they found (decision 038); what ends a share ends its reports at once.
  it('after reports were taken, stopping the share or deleting the comparison refuses the next one', async () => {
    const gone = '分享链接无效或已过期，请联系您的顾问重新分享';
    const stopped = await saved();
    const stoppedCode = (await share(stopped.id ?? '')).shareCode;
    expect((await report(stopped.id ?? '', stoppedCode)).statusCode).toBe(200);
    const revoke = await t().app.inject({
      method: 'DELETE',
      url: `/v1/product/compare/share/code?id=${stopped.id}`,
      headers: authHeader(await token()),
    });
    expect(revoke.json()).toEqual({ ok: true });
    expectError(await report(stopped.id ?? '', stoppedCode), 404, gone);

    const deleted = await saved();
    const deletedCode = (await share(deleted.id ?? '')).shareCode;
    expect((await report(deleted.id ?? '', deletedCode)).statusCode).toBe(200);
    const removal = await t().app.inject({
      method: 'DELETE',
      url: `/v1/prodcompare/history/${deleted.id}`,
      headers: authHeader(await token()),
    });
    expect(removal.statusCode).toBe(200);
    expectError(await report(deleted.id ?? '', deletedCode), 404, gone);
    // And a report that was refused is not stored: the agent's records keep the one view.
    expect((await records(`current_id=${stopped.id}`)).totalNum).toBe(1);
  });

  it('another agent can neither share, revoke nor read the records of a comparison', async () => {
    const mine = await saved();
    const code = (await share(mine.id ?? '')).shareCode;
    expectError(await get(`/v1/product/compare/share/code?id=${mine.id}`, 'C3001'), 404, '对比记录不存在');
    const card = await post(t().app, '/wx/coreapi/appShareInfo', await token('C3001'), {
      id: mine.id,
      shareCode: code,
    });
    expectError(card, 404, '对比记录不存在');
    expect((await report(mine.id ?? '', code)).statusCode).toBe(200);
    expect((await records('')).totalNum).toBeGreaterThan(0);
    expect((await get('/v1/behavior/query', 'C3001')).json<InteractionPage>()).toMatchObject({
      totalNum: 0,
      unreadNum: 0,
    });
    const first = (await records()).result[0];
    expectError(await get(`/v1/behavior/status/change?id=${first?.id}`, 'C3001'), 404, '互动记录不存在');
  });

  it('views are recorded once per page view, the beacon adds the duration, unread counts and read', async () => {
    const comparison = await saved();
    const { shareCode } = await share(comparison.id ?? '');
    const id = comparison.id ?? '';
    const before = await records();
    expect((await report(id, shareCode, { sessionId: 'page-view-1' })).statusCode).toBe(200);
    expect((await report(id, shareCode, { sessionId: 'page-view-1' })).statusCode).toBe(200);
    const leave = await report(id, shareCode, { sessionId: 'page-view-1', type: 'leave', duration: 42.4 });
    expect(leave.statusCode, leave.body).toBe(200);
    const after = await records(`current_id=${id}`);
    expect(after.totalNum).toBe(1);
    expect(after.result[0]).toMatchObject({
      userName: expect.stringMatching(/^访客 [0-9A-F]{4}$/),
      status: 'unread',
      duration: 42,
      comparisonId: id,
      comparisonTitle: comparison.title,
      device: '微信 · iOS 17',
    });
    expect((await records()).unreadNum).toBe(before.unreadNum + 1);

    const card = await post(t().app, '/wx/coreapi/appShareInfo', await token(), { id, shareCode });
    expect(card.json()).toMatchObject({
      title: '演示经纪人为您整理的产品对比',
      link: `http://localhost:80/share/#/comparisonResults?shareFlag=1&id=${id}&share_code=${shareCode}`,
    });

    const read = await get(`/v1/behavior/status/change?id=${after.result[0]?.id}`);
    expect(read.json()).toEqual({ ok: true, changed: 1 });
    expect((await records()).unreadNum).toBe(before.unreadNum);
    expect((await get('/v1/behavior/status/change')).statusCode).toBe(200);
    expect((await records()).unreadNum).toBe(0);
    const history = (await get('/v1/prodcompare/history')).json<{
      result: { id: string; views: number }[];
    }>();
    expect(history.result.find((h) => h.id === id)?.views).toBe(1);
  });

  it('bad reports: negative or huge durations, malformed ids, a flood past the limit', async () => {
    const comparison = await saved();
    const { shareCode } = await share(comparison.id ?? '');
    const id = comparison.id ?? '';
    expectError(await report(id, shareCode, { type: 'leave', duration: -5 }), 400, /停留时长不能为负数/);
    expectError(await report(id, shareCode, { type: 'leave', duration: 1e9 }), 400, /停留时长超出范围/);
    expectError(await report(id, shareCode, { sessionId: 'x' }), 400, /会话标识格式不正确/);
    const before = (await records(`current_id=${id}`)).totalNum;
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) statuses.push((await report(id, shareCode)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
    const counted = (await records(`current_id=${id}`)).totalNum - before;
    expect(counted).toBe(statuses.filter((s) => s === 200).length);
  });
});
