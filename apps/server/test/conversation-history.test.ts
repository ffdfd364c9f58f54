import { describe, expect, it } from 'vitest';
import {
  conversationHistorySchema,
  conversationListSchema,
  converseProductsResponseSchema,
  type ConverseResponse,
} from '@broker/contract';
import { at } from './helpers/catalogue.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { scriptedEngine } from './helpers/scripted-engine.js';
import { openStream, typesOf } from './helpers/sse.js';
import { apiKeyHeader, expectError, DEMO_AGENT } from './helpers/test-app.js';

const backends = testBackends();

describe.each(backends)('conversation history on $name', (backend) => {
  const engine = scriptedEngine();
  const t = conversationApp(backend, engine.engineFor);
  const converse = async (body: object, category = 'General', token = t().token) => {
    const res = await t().post(`/v1/converse/${category}`, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConverseResponse>();
  };
  const list = async (url: string, token = t().token) => {
    const res = await t().get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return conversationListSchema.parse(res.json());
  };

  it('lists the newest activity first, pages with the c_id cursor and filters by channel', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const channelType = n % 2 ? 'app' : 'wecom';
      ids.push((await converse({ userPrompt: `列表问题${n}`, channelType }, 'MyBA_Query')).conversationId);
    }
    const newestFirst = [...ids].reverse();
    const first = await list('/v1/convlist/MyBA_Query?size=2');
    expect(first.list.map((c) => c.conversationId)).toEqual(newestFirst.slice(0, 2));
    expect(at(first.list, 0)).toMatchObject({ category: 'MyBA_Query', message: '列表问题5' });
    expect(first.hasMore).toBe(true);
    const second = await list(`/v1/convlist/MyBA_Query?size=2&c_id=${at(newestFirst, 1)}`);
    expect(second.list.map((c) => c.conversationId)).toEqual(newestFirst.slice(2, 4));
    const third = await list(`/v1/convlist/MyBA_Query?size=2&c_id=${at(newestFirst, 3)}`);
    expect(third).toMatchObject({ hasMore: false });
    expect(third.list.map((c) => c.conversationId)).toEqual(newestFirst.slice(4));
    // The default page is 30; other categories and other agents are not listed.
    expect((await list('/v1/convlist/MyBA_Query')).list).toHaveLength(5);
    expect((await list('/v1/convlist/MyBA_Compare')).list).toEqual([]);
    expect((await list('/v1/convlist/MyBA_Query', t().otherToken)).list).toEqual([]);
    const wecom = await list('/v1/convlist/MyBA_Query?channelType=wecom');
    expect(wecom.list.map((c) => c.message)).toEqual(['列表问题4', '列表问题2']);

    // A new answer moves its conversation to the top; deleting the cursor's row keeps paging working.
    await converse({ userPrompt: '再问', conversationId: at(ids, 0) }, 'MyBA_Query');
    expect(at((await list('/v1/convlist/MyBA_Query?size=1')).list, 0).conversationId).toBe(at(ids, 0));
    const cursor = at(newestFirst, 1);
    expect((await t().get(`/v1/convdel/MyBA_Query/${cursor}`)).json()).toEqual({ ok: true });
    const after = await list(`/v1/convlist/MyBA_Query?size=2&c_id=${cursor}`);
    expect(after.list.map((c) => c.conversationId)).toEqual(newestFirst.slice(2, 4));
    expect((await list('/v1/convlist/MyBA_Query')).list.map((c) => c.conversationId)).not.toContain(cursor);
    expectError(await t().get(`/v1/convlist/MyBA_Query?c_id=${cursor}`, t().otherToken), 404, '会话不存在');
  });

  it('pages history newest page first, oldest first within a page, on every history path', async () => {
    const { conversationId } = await converse({ userPrompt: '第1问' });
    for (const n of [2, 3]) await converse({ userPrompt: `第${n}问`, conversationId });
    const page = async (url: string) => {
      const res = await t().get(url);
      expect(res.statusCode, res.body).toBe(200);
      return conversationHistorySchema.parse(res.json());
    };
    const newest = await page(`/v1/convhistory/General/${conversationId}?size=4`);
    expect(newest).toMatchObject({ page: 1, size: 4, total: 6, generating: false, category: 'General' });
    expect(newest.list.map((m) => [m.source, m.content.slice(0, 3)])).toEqual([
      ['send', '第2问'],
      ['receive', '为您推'],
      ['send', '第3问'],
      ['receive', '为您推'],
    ]);
    const older = await page(`/v1/convhistory/General/${conversationId}?size=4&page=2`);
    expect(older.list.map((m) => m.content.slice(0, 3))).toEqual(['第1问', '为您推']);
    const all = await page(`/v1/convhistory_mycus/${conversationId}`);
    expect(all).toMatchObject({ size: 100, total: 6 });
    expect(all.list).toEqual([...older.list, ...newest.list]);
  });

  it("another agent's conversation and messages are a 404 on every call", async () => {
    const { conversationId, assistantMessageId } = await converse({ userPrompt: '别人的会话' });
    const other = t().otherToken;
    const gets = [
      `/v1/convhistory/General/${conversationId}`,
      `/v1/convhistory_mycus/${conversationId}`,
      `/v1/convdel/General/${conversationId}`,
    ];
    for (const url of gets) expectError(await t().get(url, other), 404, '会话不存在');
    expectError(
      await t().post('/v1/converse/General', { userPrompt: '接着问', conversationId }, other),
      404,
      '会话不存在',
    );
    expectError(
      await t().post('/v1/feedback', { messageId: assistantMessageId, feedback: 'good' }, other),
      404,
      '消息不存在',
    );
    const products = { conversationId, assistantMessageId, currPage: 2 };
    expectError(await t().post('/v1/converse_products/', products, other), 404, '会话不存在');
    // Malformed and unknown ids are the same 404, never a database error.
    expectError(await t().get('/v1/convhistory_mycus/nope'), 404, '会话不存在');
    expectError(await t().get('/v1/convdel/General/00000000-0000-4000-8000-000000000000'), 404, '会话不存在');
    // Still there for its owner.
    expect((await t().get(`/v1/convhistory_mycus/${conversationId}`)).statusCode).toBe(200);
  });

  it('deletes softly: gone from list and history, a second delete is a 404', async () => {
    const { conversationId } = await converse({ userPrompt: '要删除的会话' }, 'FAQ');
    expect((await t().get(`/v1/convdel/FAQ/${conversationId}`)).json()).toEqual({ ok: true });
    expect((await list('/v1/convlist/FAQ')).list).toEqual([]);
    expectError(await t().get(`/v1/convhistory/FAQ/${conversationId}`), 404, '会话不存在');
    expectError(await t().get(`/v1/convdel/FAQ/${conversationId}`), 404, '会话不存在');
    const rows = await t().query<{ deleted: boolean }>(
      `select deleted_at is not null as deleted from conversations where id = '${conversationId}'`,
    );
    expect(rows).toEqual([{ deleted: true }]);
  });

  it('records like, dislike with reasons, and reset on answers only', async () => {
    const { conversationId, assistantMessageId } = await converse({ userPrompt: '反馈测试' });
    const state = async () => {
      const res = await t().get(`/v1/convhistory_mycus/${conversationId}`);
      const answer = at(conversationHistorySchema.parse(res.json()).list, 1);
      return { like: answer.like, dislike: answer.dislike, reasons: answer.dislikeReasons };
    };
    const feedback = (body: object) => t().post('/v1/feedback', { messageId: assistantMessageId, ...body });
    expect((await feedback({ feedback: 'good' })).json()).toEqual({ ok: true });
    expect(await state()).toEqual({ like: true, dislike: false, reasons: [] });
    await feedback({ feedback: 'bad', reasons: ['答非所问'], comment: '没有回答等待期' });
    expect(await state()).toEqual({ like: false, dislike: true, reasons: ['答非所问'] });
    const [row] = await t().query<{ feedback_comment: string }>(
      `select feedback_comment from messages where id = '${assistantMessageId}'`,
    );
    expect(row?.feedback_comment).toBe('没有回答等待期');
    await feedback({ feedback: 'reset' });
    expect(await state()).toEqual({ like: false, dislike: false, reasons: [] });

    const history = conversationHistorySchema.parse(
      (await t().get(`/v1/convhistory_mycus/${conversationId}`)).json(),
    );
    const questionId = at(history.list, 0).id;
    expectError(
      await t().post('/v1/feedback', { messageId: questionId, feedback: 'good' }),
      404,
      '消息不存在',
    );
    expectError(await feedback({ feedback: 'great' }), 400, /^参数 feedback 有误/);
  });

  it('serves later pages of an answer product list from its ranked codes', async () => {
    const { conversationId, assistantMessageId } = await converse({ userPrompt: '推荐重疾险' });
    const page = async (currPage: number) => {
      const res = await t().post('/v1/converse_products/', { conversationId, assistantMessageId, currPage });
      expect(res.statusCode, res.body).toBe(200);
      return converseProductsResponseSchema.parse(res.json());
    };
    const second = await page(2);
    expect(second.result.map((p) => p.code)).toEqual(['P06', 'P07', 'P08', 'P09', 'P10']);
    expect(second.prodcut_pages).toEqual({ pageSize: 5, totalPages: 3, totalNum: 12, currPage: 2 });
    expect((await page(3)).result.map((p) => p.code)).toEqual(['P11', 'P12']);
    const other = await converse({ userPrompt: '另一个会话' });
    const mismatched = { conversationId: other.conversationId, assistantMessageId, currPage: 2 };
    expectError(await t().post('/v1/converse_products/', mismatched), 404, '消息不存在');
  });

  it('open-API twins need an API key and act as its owner', async () => {
    const url = '/openapi/v1/convlist/General';
    // A session does not open the open API.
    expect((await t().get(url)).statusCode).toBe(401);
    const headers = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    const stream = await openStream(t().baseUrl, '/openapi/v1/conversestream/General', headers, {
      userPrompt: '开放接口提问',
    });
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');
    const id = at(stream.events, 0).conversationId;
    const viaKey = await t().app.inject({ method: 'GET', url, headers });
    expect(viaKey.json().list.map((c: { conversationId: string }) => c.conversationId)).toContain(id);
    const aides = await t().app.inject({
      method: 'GET',
      url: '/openapi/v1/product_aides/convhistory',
      headers,
    });
    expect(aides.statusCode, aides.body).toBe(200);
    // The product assistant's hints (spec §7): follow-ups about the product; an unknown code gets the
    // home screen's questions; a session token is refused there (decision 011).
    const hints = await t().app.inject({
      method: 'GET',
      url: '/openapi/v1/hints/product_aides/ALJK-CI01',
      headers,
    });
    expect(hints.statusCode, hints.body).toBe(200);
    const defaults = await t().get('/mybams/myba/getDefaultQuestion');
    const unknown = await t().app.inject({
      method: 'GET',
      url: '/openapi/v1/hints/product_aides/NOPE-01',
      headers,
    });
    expect(unknown.json()).toEqual(defaults.json());
    expect(hints.json().list.length).toBeGreaterThan(0);
    expectError(
      await t().app.inject({
        method: 'GET',
        url: `/openapi/v1/hints/product_aides/${'x'.repeat(65)}`,
        headers,
      }),
      400,
      /^参数 路径参数 id 有误/,
    );
    const bySession = await t().get('/openapi/v1/hints/product_aides/ALJK-CI01');
    expect(bySession.statusCode).toBe(401);
    const detail = await t().app.inject({
      method: 'GET',
      url: `/openapi/v1/convhistory/General/${id}`,
      headers,
    });
    expect(detail.json()).toMatchObject({ conversationId: id, total: 2 });
  });
  it('pages with c_id across conversations whose last activity is the same instant', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4])
      ids.push((await converse({ userPrompt: `同时${n}` }, 'zhxs')).conversationId);
    await t().query(
      `update conversations set last_active_at = '2026-01-01T00:00:00Z' where id in (${ids.map((id) => `'${id}'`).join(',')})`,
    );
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await list(`/v1/convlist/zhxs?size=1${cursor ? `&c_id=${cursor}` : ''}`);
      seen.push(...page.list.map((c) => c.conversationId));
      if (!page.hasMore) break;
      cursor = at(page.list, 0).conversationId;
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it("another agent's API key gets a 404 for this agent's conversation on every open-API twin", async () => {
    const { conversationId } = await converse({ userPrompt: '开放接口的别人会话' });
    const headers = await apiKeyHeader(t().database, 'OTHER01');
    for (const url of [
      `/openapi/v1/convhistory/General/${conversationId}`,
      `/openapi/v1/ask/guess/you/want?conversation_id=${conversationId}`,
    ]) {
      expectError(await t().app.inject({ method: 'GET', url, headers }), 404, '会话不存在');
    }
    const ask = await t().app.inject({
      method: 'POST',
      url: '/openapi/v1/conversestream/General',
      headers,
      payload: { userPrompt: '接着问', conversationId },
    });
    expectError(ask, 404, '会话不存在');
    const listed = await t().app.inject({
      method: 'GET',
      url: '/openapi/v1/product_aides/convhistory',
      headers,
    });
    expect(listed.json().list.map((c: { conversationId: string }) => c.conversationId)).not.toContain(
      conversationId,
    );
    expectError(
      await t().post('/v1/feedback', { messageId: conversationId, feedback: 'bad', comment: 'a\u0000' }),
      400,
      /^参数 comment 有误/,
    );
  });
});
