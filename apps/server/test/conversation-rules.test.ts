import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationHistorySchema, MESSAGES, type ConversationHistory } from '@broker/contract';
import { at } from './helpers/catalogue.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { scriptedEngine } from './helpers/scripted-engine.js';
import { openStream, typesOf } from './helpers/sse.js';
import { authHeader, DEMO_AGENT, expectError } from './helpers/test-app.js';

const backends = testBackends();

// The rules around a turn (spec §4, decision 009): one answer at a time, idle timeout, regenerate, the
// prompt's limits, owners, failures. The stream's own mechanics are in conversation-stream.test.ts.
describe.each(backends)('conversation rules on $name', (backend) => {
  const engine = scriptedEngine();
  const t = conversationApp(backend, engine.engineFor, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
  const ask = (body: object, category = 'General', token = t().token) =>
    openStream(t().baseUrl, `/v1/conversestream/${category}`, authHeader(token), body);
  const history = async (id: string): Promise<ConversationHistory> => {
    const res = await t().get(`/v1/convhistory/General/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return conversationHistorySchema.parse(res.json());
  };

  it('a question during a long answer is refused (409), even when the last finished activity is old', async () => {
    const first = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
      userPrompt: '慢慢回答的问题',
    });
    const meta = await first.waitFor((e) => e.data.type === 'meta');
    // The conversation's last finished activity is long past, but an answer is being generated.
    await t().query(
      `update conversations set last_active_at = now() - interval '${t().config.conversation.idleMinutes + 5} minutes' where id = '${meta.conversationId}'`,
    );
    const second = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
      userPrompt: '插一个问题',
      conversationId: meta.conversationId,
    });
    expect(second.status).toBe(409);
    expect(JSON.parse(second.errorBody)).toEqual({ detail: MESSAGES.generating });
    engine.release();
    await first.done;
  });

  it('regenerate answers from the context the replaced answer started from, not the one it produced', async () => {
    const first = await t().post('/v1/converse/General', { userPrompt: '第一个问题' });
    expect(first.statusCode, first.body).toBe(200);
    const { conversationId } = first.json<{ conversationId: string }>();
    expect(engine.lastRequest().context).toEqual({ lockedProducts: [], entities: {} });
    // The scripted answer locks P01; the conversation's context now says so.
    const locked = await t().get(`/v1/convhistory/General/${conversationId}`);
    expect(locked.json<{ lockedProducts: string[] }>().lockedProducts).toEqual(['P01']);

    const again = await t().post('/v1/converse/General', { generate: 'regenerate', conversationId });
    expect(again.statusCode, again.body).toBe(200);
    expect(engine.lastRequest().question).toBe('第一个问题');
    expect(engine.lastRequest().context).toEqual({ lockedProducts: [], entities: {} });
  });
  it('refuses a second question while one is generating, with the spec text', async () => {
    const first = await ask({ userPrompt: '慢一点的问题' });
    const meta = await first.waitFor((e) => e.data.type === 'meta');
    expect((await history(meta.conversationId)).generating).toBe(true);
    const second = await ask({ userPrompt: '再问一个', conversationId: meta.conversationId });
    expect(second.status).toBe(409);
    expect(JSON.parse(second.errorBody)).toEqual({ detail: MESSAGES.generating });
    const regenerate = await t().post(`/v1/converse/General`, {
      generate: 'regenerate',
      conversationId: meta.conversationId,
    });
    expectError(regenerate, 409, '对话生成中，请稍后操作');
    engine.release();
    await first.done;
    expect(typesOf(first.events).at(-1)).toBe('end');
    const third = await ask({ userPrompt: '现在可以了', conversationId: meta.conversationId });
    await third.done;
    expect(third.status).toBe(200);
  });

  it('a conversation idle too long continues in a new one, with clean on meta', async () => {
    const first = await ask({ userPrompt: '第一次提问' });
    await first.done;
    const oldId = at(first.events, 0).conversationId;
    await t().query(
      `update conversations set last_active_at = now() - interval '${t().config.conversation.idleMinutes + 1} minutes' where id = '${oldId}'`,
    );
    const next = await ask({ userPrompt: '隔了很久再问', conversationId: oldId });
    await next.done;
    const meta = at(next.events, 0);
    expect(meta.data.clean).toBe(true);
    expect(meta.conversationId).not.toBe(oldId);
    expect(meta.data.conversation_id).toBe(meta.conversationId);
    expect(next.events.slice(1).every((e) => !e.data.clean)).toBe(true);
    expect(engine.lastRequest().context).toEqual({ lockedProducts: [], entities: {} });
    const fresh = await history(meta.conversationId);
    expect(fresh.list.map((m) => m.content)).toEqual(['隔了很久再问', '为您推荐以下产品。']);
    expect((await history(oldId)).total).toBe(2);
  });

  it('regenerate replaces the last answer instead of adding one', async () => {
    const first = await ask({ userPrompt: '先问一个问题' });
    await first.done;
    const { conversationId, assistantMessageId } = at(first.events, 0);
    const again = await ask({ generate: 'regenerate', conversationId });
    await again.done;
    expect(typesOf(again.events).at(-1)).toBe('end');
    expect(engine.lastRequest().question).toBe('先问一个问题');
    expect(engine.lastRequest().history).toEqual([]);
    const stored = await history(conversationId);
    expect(stored.list.map((m) => m.source)).toEqual(['send', 'receive']);
    expect(at(stored.list, 1).id).toBe(at(again.events, 0).assistantMessageId);
    expect(at(stored.list, 1).id).not.toBe(assistantMessageId);

    const nothing = await ask({ generate: 'regenerate' });
    expect(nothing.status).toBe(400);
    expect(JSON.parse(nothing.errorBody).detail).toMatch(/没有可以重新生成的回答/);
  });

  it('checks the prompt after stripping emoji: empty, over 500 characters, exactly 500', async () => {
    const empty = await ask({ userPrompt: ' 😀👍 ' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.errorBody)).toEqual({ detail: '请输入问题' });
    const long = await ask({ userPrompt: '保'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.errorBody)).toEqual({ detail: MESSAGES.inputTooLong });
    // Emoji do not count: 500 characters plus emoji are accepted, and stored without them.
    const fits = await ask({ userPrompt: `${'保'.repeat(500)}😀🇨🇳` });
    await fits.done;
    expect(fits.status).toBe(200);
    const stored = await history(at(fits.events, 0).conversationId);
    expect(at(stored.list, 0).content).toBe('保'.repeat(500));
    const badCategory = await ask({ userPrompt: '你好' }, 'Nope');
    expect(badCategory.status).toBe(400);
    expect(JSON.parse(badCategory.errorBody).detail).toMatch(/category/);
    const badBody = await ask({ userPrompt: 42 });
    expect(JSON.parse(badBody.errorBody).detail).toMatch(/^参数 userPrompt 有误/);
  });

  it("another agent's conversation is a 404, for asking and regenerating", async () => {
    const mine = await ask({ userPrompt: '我的会话' });
    await mine.done;
    const id = at(mine.events, 0).conversationId;
    for (const body of [
      { userPrompt: '偷看', conversationId: id },
      { generate: 'regenerate', conversationId: id },
    ]) {
      const res = await ask(body, 'General', t().otherToken);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.errorBody)).toEqual({ detail: '会话不存在' });
    }
    const unknown = await ask({ userPrompt: '不存在', conversationId: 'not-a-uuid' });
    expect(unknown.status).toBe(404);
  });

  it('POST /v1/converse answers the same way as one JSON message', async () => {
    const res = await t().post('/v1/converse/MyBA_Selection', {
      userPrompt: '不用流式回答',
      llmName: 'builtin',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      clean: false,
      message: { source: 'receive', content: '为您推荐以下产品。', finished: true, success: true },
    });
    expect(body.message.id).toBe(body.assistantMessageId);
    expect(engine.models.at(-1)).toBe('builtin');
    const list = await t().get('/v1/convlist/MyBA_Selection');
    expect(list.json().list[0]).toMatchObject({
      conversationId: body.conversationId,
      message: '不用流式回答',
    });
  });
  it('deleting a conversation while it generates: the answer ends, the conversation stays deleted', async () => {
    const stream = await ask({ userPrompt: '慢速回答时删除' });
    const { conversationId } = await stream.waitFor((e) => e.data.type === 'meta');
    expect((await t().get(`/v1/convdel/General/${conversationId}`)).json()).toEqual({ ok: true });
    engine.release();
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');
    expectError(await t().get(`/v1/convhistory/General/${conversationId}`), 404, '会话不存在');
    const listed = (await t().get('/v1/convlist/General')).json<{ list: { conversationId: string }[] }>();
    expect(listed.list.map((c) => c.conversationId)).not.toContain(conversationId);
    const rows = await t().query(
      `select 1 from conversations where id = '${conversationId}' and (deleted_at is null or generating_until is not null)`,
    );
    expect(rows).toEqual([]);
  });

  it('regenerate on an idle conversation re-asks its last question in a new one, with clean', async () => {
    const first = await ask({ userPrompt: '闲置之后重新回答' });
    await first.done;
    const { conversationId: oldId, assistantMessageId: oldAnswer } = at(first.events, 0);
    await t().query(
      `update conversations set last_active_at = now() - interval '${t().config.conversation.idleMinutes + 1} minutes' where id = '${oldId}'`,
    );
    const again = await ask({ generate: 'regenerate', conversationId: oldId });
    await again.done;
    const meta = at(again.events, 0);
    expect(meta.data.clean).toBe(true);
    expect(meta.conversationId).not.toBe(oldId);
    expect(engine.lastRequest().question).toBe('闲置之后重新回答');
    expect((await history(meta.conversationId)).list.map((m) => m.content)).toEqual([
      '闲置之后重新回答',
      '为您推荐以下产品。',
    ]);
    expect((await history(oldId)).list.map((m) => m.id)).toContain(oldAnswer);
  });

  it('control characters, NUL and out-of-range values are a 400 (or dropped), never a 500', async () => {
    // In the prompt, invisible characters are dropped like emoji; nothing else is left → empty.
    const cleaned = await t().post('/v1/converse/General', { userPrompt: '保险\u0000问\u202e题' });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    const { conversationId } = cleaned.json<{ conversationId: string }>();
    expect(at((await history(conversationId)).list, 0).content).toBe('保险问题');
    expectError(await t().post('/v1/converse/General', { userPrompt: '\u200b\u0000 ' }), 400, '请输入问题');
    const file = { file_name: 'a\u0000.pdf', file_size: 1, file_path: 'f/a.pdf', file_hash: 'h' };
    for (const [body, field] of [
      [{ userPrompt: '附件', fileInfos: [file] }, 'fileInfos.0.file_name'],
      [{ userPrompt: '渠道', channelType: 'app\u0000' }, 'channelType'],
      [{ userPrompt: '发送时间', sendTs: 9_000_000_000_000_000 }, 'sendTs'],
    ] as const) {
      expectError(await t().post('/v1/converse/General', body), 400, new RegExp(`^参数 ${field} 有误`));
    }
    expectError(
      await t().get('/v1/convlist/General?channelType=a%00'),
      400,
      /^参数 查询参数 channelType 有误/,
    );
  });

  it("files go with a question only as the asking agent's own uploads", async () => {
    // A file row of another agent (as an upload would leave it), and one of the asking agent.
    const insert = async (workId: string) => {
      const id = randomUUID();
      await t().query(
        `insert into uploaded_files (id, user_id, name, upload_token_hash, upload_expires_at, expires_at)
         select '${id}', id, 'report.png', 'x', now(), now() + interval '1 day' from users where work_id = '${workId}'`,
      );
      return id;
    };
    const file = (path: string) => ({
      file_name: 'report.png',
      file_size: 1,
      file_path: path,
      file_hash: 'h',
    });
    for (const path of [await insert('OTHER01'), randomUUID()])
      expectError(
        await t().post('/v1/converse/General', { userPrompt: '看看这份报告', fileInfos: [file(path)] }),
        404,
        '文件不存在或已删除',
      );
    const own = await t().post('/v1/converse/General', {
      userPrompt: '看看这份报告',
      fileInfos: [file(await insert(DEMO_AGENT.workId))],
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a failure after the claim leaves no empty conversation behind and frees an existing one', async () => {
    const ok = await t().post('/v1/converse/Dummy_Test', { userPrompt: '存储失败前的提问' });
    const { conversationId } = ok.json<{ conversationId: string }>();
    // Inserting the question fails: the conversation (new or existing) was already claimed by then.
    await t().query(`create or replace function fail_marked() returns trigger language plpgsql as $$
      begin if new.content like '存储失败%' then raise exception 'injected'; end if; return new; end $$`);
    await t().query(
      `create trigger fail_marked before insert on messages for each row execute function fail_marked()`,
    );
    try {
      expectError(
        await t().post('/v1/converse/Dummy_Test', { userPrompt: '存储失败：新会话' }),
        500,
        '服务异常，请稍后再试',
      );
      const failing = { userPrompt: '存储失败：旧会话', conversationId };
      expectError(await t().post('/v1/converse/Dummy_Test', failing), 500, '服务异常，请稍后再试');
    } finally {
      await t().query('drop trigger fail_marked on messages');
    }
    const listed = (await t().get('/v1/convlist/Dummy_Test')).json<{ list: { message: string }[] }>();
    expect(listed.list.map((c) => c.message)).toEqual(['存储失败前的提问']);
    expect(await t().query(`select id from conversations where title like '存储失败：%'`)).toEqual([]);
    const again = await t().post('/v1/converse/Dummy_Test', { userPrompt: '恢复后再问', conversationId });
    expect(again.statusCode, again.body).toBe(200);
  });
});
