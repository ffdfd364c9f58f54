import { describe, expect, it } from 'vitest';
import { conversationHistorySchema, type ConversationHistory, type ConverseResponse } from '@broker/contract';
import { at } from './helpers/catalogue.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { ALL_CODES, scriptedEngine } from './helpers/scripted-engine.js';
import { openStream } from './helpers/sse.js';
import { apiKeyHeader, authHeader, DEMO_AGENT, expectError } from './helpers/test-app.js';

const backends = testBackends();
const ANSWER_TEXT = '为您推荐以下产品。';
const NOT_FOUND = '引用的消息不存在';

// Quotes (docs/decisions/014): a question may quote one of the agent's messages of the same
// conversation; the quote is stored with it, shown in the history and handed to the engine.
describe.each(backends)('quoted messages on $name', (backend) => {
  const engine = scriptedEngine();
  const t = conversationApp(backend, engine.engineFor, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
  const converse = async (body: object, token = t().token) => {
    const res = await t().post('/v1/converse/General', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConverseResponse>();
  };
  const history = async (
    url: string,
    headers: Record<string, string> = authHeader(t().token),
  ): Promise<ConversationHistory> => {
    const res = await t().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return conversationHistorySchema.parse(res.json());
  };
  /** A conversation of one question and its answer; returns the ids. */
  const started = async (prompt: string, token = t().token) => {
    const first = await converse({ userPrompt: prompt }, token);
    return { conversationId: first.conversationId, answerId: first.assistantMessageId };
  };
  const messageCount = async () =>
    Number((await t().query<{ n: string }>('select count(*) as n from messages'))[0]?.n);

  it('stores a quoted answer with the question, returns it on both history paths and hands it to the engine', async () => {
    const { conversationId, answerId } = await started('推荐重疾险');
    const stream = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
      userPrompt: '第二款保费多少',
      conversationId,
      quoteMessageId: answerId,
    });
    await stream.done;
    expect(stream.status, stream.errorBody).toBe(200);
    expect(engine.lastRequest().quote).toEqual({
      role: 'assistant',
      content: ANSWER_TEXT,
      // The answer's product list as shown (its first page), in order.
      productCodes: ALL_CODES.slice(0, 5),
    });

    for (const url of [
      `/v1/convhistory/General/${conversationId}`,
      `/v1/convhistory_mycus/${conversationId}`,
    ]) {
      const { list } = await history(url);
      expect(list.map((m) => [m.source, m.quote])).toEqual([
        ['send', null],
        ['receive', null],
        ['send', { id: answerId, content: ANSWER_TEXT }],
        ['receive', null],
      ]);
      // Every event names the stored question, so a client can quote what it has just asked.
      const question = at(list, 2);
      expect(stream.events.every((e) => e.userMessageId === question.id)).toBe(true);
    }
  });

  it('a quoted question reaches the engine as the agent’s words, without products', async () => {
    const { conversationId } = await started('30岁男性买什么重疾险好');
    const [question] = (await history(`/v1/convhistory_mycus/${conversationId}`)).list;
    await converse({ userPrompt: '那医疗险呢', conversationId, quoteMessageId: question?.id });
    expect(engine.lastRequest().quote).toEqual({
      role: 'user',
      content: '30岁男性买什么重疾险好',
      productCodes: [],
    });
    // The next turn's history tells a model what that question quoted.
    await converse({ userPrompt: '再看看', conversationId });
    expect(engine.lastRequest().quote).toBeUndefined();
    expect(engine.lastRequest().history.at(-2)).toEqual({
      role: 'user',
      content: '那医疗险呢',
      quote: '30岁男性买什么重疾险好',
    });
  });

  it('keeps a snapshot cut to 500 characters', async () => {
    const { conversationId, answerId } = await started('长回答');
    await t().query(`update messages set content = repeat('保', 520) || '尾' where id = '${answerId}'`);
    await converse({ userPrompt: '引用长回答', conversationId, quoteMessageId: answerId });
    const stored = at((await history(`/v1/convhistory_mycus/${conversationId}`)).list, 2).quote;
    expect(stored?.content).toBe('保'.repeat(500));
    expect(engine.lastRequest().quote?.content).toBe('保'.repeat(500));
  });

  it('refuses a quote that is malformed, unknown, from another conversation or agent, or has no conversation', async () => {
    const mine = await started('我的会话');
    const elsewhere = await started('另一个会话');
    const theirs = await started('别人的会话', t().otherToken);
    const before = await messageCount();
    const refused = (quoteMessageId: string, conversationId = mine.conversationId, token = t().token) =>
      t().post('/v1/conversestream/General', { userPrompt: '引用', conversationId, quoteMessageId }, token);

    expectError(await refused('not-a-uuid'), 404, NOT_FOUND);
    expectError(await refused('00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectError(await refused(elsewhere.answerId), 404, NOT_FOUND);
    expectError(await refused(theirs.answerId), 404, NOT_FOUND);
    // The other agent cannot quote this agent's message into their own conversation either.
    expectError(await refused(mine.answerId, theirs.conversationId, t().otherToken), 404, NOT_FOUND);
    // Nothing to quote from before the first question.
    expectError(await refused(mine.answerId, ''), 404, NOT_FOUND);
    expectError(
      await t().post('/v1/converse/General', { userPrompt: '引用', quoteMessageId: mine.answerId }),
      404,
      NOT_FOUND,
    );
    // Refused before anything is written or claimed: the conversation takes the next question.
    expect(await messageCount()).toBe(before);
    await converse({ userPrompt: '正常提问', conversationId: mine.conversationId, quoteMessageId: '' });
    expect(engine.lastRequest().quote).toBeUndefined();
  });

  it('regenerate keeps the quote its question had (a quote in the regenerate body is ignored)', async () => {
    const { conversationId, answerId } = await started('推荐几款');
    const quoted = await converse({ userPrompt: '第一款呢', conversationId, quoteMessageId: answerId });
    const questionId = at((await history(`/v1/convhistory_mycus/${conversationId}`)).list, 2).id;

    const again = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
      generate: 'regenerate',
      conversationId,
      quoteMessageId: 'not-a-uuid',
    });
    await again.done;
    expect(again.status, again.errorBody).toBe(200);
    expect(at(again.events, 0).userMessageId).toBe(questionId);
    expect(engine.lastRequest()).toMatchObject({
      question: '第一款呢',
      quote: { role: 'assistant', content: ANSWER_TEXT, productCodes: ALL_CODES.slice(0, 5) },
    });
    const { list } = await history(`/v1/convhistory_mycus/${conversationId}`);
    expect(list).toHaveLength(4);
    expect(at(list, 3).id).not.toBe(quoted.assistantMessageId);
    expect(at(list, 2)).toMatchObject({ id: questionId, quote: { id: answerId, content: ANSWER_TEXT } });
  });

  it('a quote moves along with the question when an idle conversation continues in a new one', async () => {
    const { conversationId, answerId } = await started('很久以前的推荐');
    await t().query(
      `update conversations set last_active_at = now() - interval '${t().config.conversation.idleMinutes + 1} minutes' where id = '${conversationId}'`,
    );
    const next = await converse({ userPrompt: '第二款呢', conversationId, quoteMessageId: answerId });
    expect(next.clean).toBe(true);
    expect(next.conversationId).not.toBe(conversationId);
    expect(engine.lastRequest().quote?.productCodes).toEqual(ALL_CODES.slice(0, 5));
    const { list } = await history(`/v1/convhistory_mycus/${next.conversationId}`);
    expect(at(list, 0)).toMatchObject({ content: '第二款呢', quote: { id: answerId, content: ANSWER_TEXT } });
  });

  it('the open-API twins take and return quotes the same way, and refuse the same way', async () => {
    const headers = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    const ask = (body: object) =>
      openStream(t().baseUrl, '/openapi/v1/conversestream/General', headers, body);
    const first = await ask({ userPrompt: '开放接口推荐' });
    await first.done;
    const { conversationId, assistantMessageId } = at(first.events, 0);

    const quoting = await ask({ userPrompt: '第三款呢', conversationId, quoteMessageId: assistantMessageId });
    await quoting.done;
    expect(quoting.status, quoting.errorBody).toBe(200);
    expect(engine.lastRequest().quote?.productCodes).toEqual(ALL_CODES.slice(0, 5));
    const { list } = await history(`/openapi/v1/convhistory/General/${conversationId}`, headers);
    expect(at(list, 2).quote).toEqual({ id: assistantMessageId, content: ANSWER_TEXT });

    const bad = await ask({ userPrompt: '第三款呢', conversationId, quoteMessageId: 'nope' });
    expect(bad.status).toBe(404);
    expect(JSON.parse(bad.errorBody)).toEqual({ detail: NOT_FOUND });
  });
});
