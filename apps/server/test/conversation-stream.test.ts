import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AnswerPart, Engine, EngineRequest } from '@broker/assistant';
import { describe, expect, it } from 'vitest';
import { conversationHistorySchema, type ConversationHistory } from '@broker/contract';
import type { EngineFor } from '../src/services/conversation/index.js';
import { at } from './helpers/catalogue.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { scriptedEngine } from './helpers/scripted-engine.js';
import { openStream, typesOf } from './helpers/sse.js';
import { authHeader } from './helpers/test-app.js';

const backends = testBackends();
const last = <T>(list: readonly T[]): T => at(list, list.length - 1);

/** The server side of the next request sent with `x-probe: <tag>`, to watch its socket. */
function captureResponse(server: Server, tag: string) {
  let response: ServerResponse | undefined;
  let closed: () => void = () => undefined;
  const whenClosed = new Promise<void>((resolve) => (closed = resolve));
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers['x-probe'] !== tag) return;
    server.off('request', listener);
    response = res;
    res.once('close', closed);
  };
  server.on('request', listener);
  return { response: () => response, closed: whenClosed };
}

// '大…' streams this many parts of this size: far more than the socket buffers hold.
const BIG_PARTS = 128;
const BIG_PART = 'a'.repeat(64 * 1024);

describe.each(backends)('answer stream on $name', (backend) => {
  const engine = scriptedEngine();
  /** Awaited inside `engineFor`, i.e. while the request is being accepted (before the first event). */
  let gate: (() => Promise<void>) | undefined;
  /** What the '大…' answer saw buffered on its response before each part. */
  let big: { response: () => ServerResponse | undefined; buffered: number[] } | undefined;
  const bigAnswer = async function* (request: EngineRequest): AsyncIterable<AnswerPart> {
    for (let i = 0; i < BIG_PARTS && !request.signal?.aborted; i += 1) {
      big?.buffered.push(big.response()?.writableLength ?? 0);
      yield { kind: 'text', text: BIG_PART };
    }
    yield {
      kind: 'end',
      endTips: '',
      productEndTips: '',
      disclaimer: '',
      sourceType: '',
      model: 'builtin',
      context: { lockedProducts: [], entities: {} },
    };
  };
  const engineFor: EngineFor = async (model) => {
    await gate?.();
    const scripted = await engine.engineFor(model);
    return {
      answer: (request) =>
        request.question.startsWith('大') ? bigAnswer(request) : scripted.answer(request),
      productPage: (...args) => scripted.productPage(...args),
    } satisfies Engine;
  };
  const t = conversationApp(backend, engineFor, {
    STREAM_HEARTBEAT_MS: '1000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const ask = (body: object, category = 'General', token = t().token) =>
    openStream(t().baseUrl, `/v1/conversestream/${category}`, authHeader(token), body);
  const history = async (id: string): Promise<ConversationHistory> => {
    const res = await t().get(`/v1/convhistory/General/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return conversationHistorySchema.parse(res.json());
  };

  it('streams meta, the sections, lists and end, each event complete, with SSE headers', async () => {
    const stream = await ask({ userPrompt: '30岁男性买什么重疾险好', sendTs: 1_700_000_000_000 });
    await stream.done;
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // Helmet's headers survive the hijacked reply.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(typesOf(stream.events)).toEqual([
      'meta',
      'query',
      'think',
      'think',
      'text',
      'text',
      'product_list',
      'source_list',
      'ask_list',
      'end',
    ]);
    const meta = at(stream.events, 0);
    const ids = { assistantMessageId: meta.assistantMessageId, conversationId: meta.conversationId };
    expect(ids.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    for (const event of stream.events) {
      expect(event).toMatchObject(ids);
      expect(event.data.conversation_id).toBe(ids.conversationId);
      expect(Object.keys(event.data).sort()).toEqual(
        [
          'content',
          'type',
          'end_tips',
          'product_end_tips',
          'axbDisclaimer',
          'prodcut_pages',
          'cm',
          'sc',
          'scSource',
          'vehicleFlag',
          'action',
          'popup_action',
          'commissionFlag',
          'colorPageFlag',
          'show_customer_service',
          'clean',
          'conversation_id',
        ].sort(),
      );
    }
    expect(meta.data).toMatchObject({ cm: 'builtin', clean: false, content: '' });
    const texts = stream.events.filter((e) => e.data.type === 'text');
    expect(texts.map((e) => [e.content, e.data.content])).toEqual([
      ['为您推荐', '为您推荐'],
      ['以下产品。', '以下产品。'],
    ]);
    // Sticky flags: raised before the second text, repeated by every later event.
    const second = stream.events.indexOf(at(texts, 1));
    expect(stream.events.slice(0, second).every((e) => !e.data.commissionFlag)).toBe(true);
    expect(stream.events.slice(second).every((e) => e.data.commissionFlag)).toBe(true);
    const list = at(
      stream.events.filter((e) => e.data.type === 'product_list'),
      0,
    );
    expect(list.data.prodcut_pages).toEqual({ pageSize: 5, totalPages: 3, totalNum: 12, currPage: 1 });
    expect((list.data.content as { code: string }[]).map((p) => p.code)).toEqual([
      'P01',
      'P02',
      'P03',
      'P04',
      'P05',
    ]);
    expect(last(stream.events).data).toMatchObject({
      type: 'end',
      end_tips: '以上内容仅供参考',
      product_end_tips: '具体以条款为准',
      axbDisclaimer: '内容由AI生成',
      sc: 'rule_para',
      // Decision 036: where the main source came from, the cited passage's origin.
      scSource: '产品P01 第三条',
      colorPageFlag: true,
      commissionFlag: true,
    });

    const stored = await history(ids.conversationId);
    expect(stored.generating).toBe(false);
    expect(stored.lockedProducts).toEqual(['P01']);
    const [question, answer] = [at(stored.list, 0), at(stored.list, 1)];
    expect(question).toMatchObject({ source: 'send', content: '30岁男性买什么重疾险好' });
    expect(answer).toMatchObject({
      id: ids.assistantMessageId,
      source: 'receive',
      content: '为您推荐以下产品。',
      thinkContent: '先看年龄，再看预算。',
      queryContent: '理解：30岁男性买什么重疾险好',
      success: true,
      finished: true,
      resultType: 'product_list',
      prodPagination: { pageSize: 5, totalPages: 3, totalNum: 12, currPage: 1 },
      ask: [{ question: '等待期多久？' }],
      endTips: '以上内容仅供参考',
      sc: 'rule_para',
      scSource: '产品P01 第三条',
      cm: 'builtin',
      commissionFlag: true,
      colorPageFlag: true,
    });
    expect(answer.sources).toHaveLength(1);

    // The follow-up carries the stored context and the earlier turns to the engine.
    const next = await ask({ userPrompt: '这款等待期多久', conversationId: ids.conversationId });
    await next.done;
    expect(engine.lastRequest().context).toMatchObject({ lockedProducts: ['P01'], entities: { age: 30 } });
    expect(engine.lastRequest().history.map((h) => h.role)).toEqual(['user', 'assistant']);
    expect((await history(ids.conversationId)).total).toBe(4);
  });

  it('sends heartbeat comments while an answer is slow', async () => {
    const stream = await ask({ userPrompt: '等一下再回答' });
    await stream.done;
    expect(stream.comments).toContain('ping');
    expect(typesOf(stream.events).at(-1)).toBe('end');
  });

  it('a client that leaves stops the engine and keeps the partial answer, unfinished', async () => {
    const stream = await ask({ userPrompt: '慢慢回答' });
    const meta = await stream.waitFor((e) => e.data.type === 'meta');
    await stream.waitFor((e) => e.data.type === 'text');
    const request = engine.lastRequest();
    stream.abort();
    await expect.poll(() => request.signal?.aborted).toBe(true);
    await expect
      .poll(async () => (await history(meta.conversationId)).list.at(-1)?.content, { timeout: 5000 })
      .toBe('第一段。');
    const stored = await history(meta.conversationId);
    expect(stored.list.at(-1)).toMatchObject({ finished: false, success: true, queryContent: '慢问题' });
    await expect.poll(async () => (await history(meta.conversationId)).generating).toBe(false);
  });

  it('an engine failure after the start becomes an error event; the message is marked failed', async () => {
    const stream = await ask({ userPrompt: '错误的问题' });
    await stream.done;
    expect(typesOf(stream.events)).toEqual(['meta', 'text', 'error']);
    expect(last(stream.events).data.content).toBe('服务异常，请稍后再试');
    const stored = await history(at(stream.events, 0).conversationId);
    expect(stored.list.at(-1)).toMatchObject({ success: false, finished: false, content: '开头' });
    expect(stored.generating).toBe(false);
  });

  it('a client that leaves before the first event: no answer is generated and the conversation is free', async () => {
    const first = await ask({ userPrompt: '先开一个会话' });
    await first.done;
    const { conversationId } = at(first.events, 0);
    let enter: () => void = () => undefined;
    let open: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (enter = resolve));
    const opened = new Promise<void>((resolve) => (open = resolve));
    gate = async () => {
      gate = undefined;
      enter();
      await opened;
    };
    const probe = captureResponse(t().app.server, 'early-leave');
    const asked = engine.requests.length;
    // A socket of its own (no pool), so leaving closes exactly this request's connection.
    const body = JSON.stringify({ userPrompt: '慢慢说，我先走了', conversationId });
    const leaving = http.request(`${t().baseUrl}/v1/conversestream/General`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'x-probe': 'early-leave', ...authHeader(t().token) },
    });
    leaving.on('error', () => undefined);
    leaving.end(body);
    await entered;
    leaving.destroy();
    await probe.closed;
    open();
    // Accepted (stored) and over (released): without the early abort, the engine would wait for ever.
    await expect
      .poll(
        async () => {
          const { total, generating } = await history(conversationId);
          return { total, generating };
        },
        { timeout: 5000 },
      )
      .toEqual({ total: 4, generating: false });
    const stored = await history(conversationId);
    expect(stored.list.map((m) => m.content)).toEqual([
      '先开一个会话',
      '为您推荐以下产品。',
      '慢慢说，我先走了',
      '',
    ]);
    expect(stored.list.at(-1)).toMatchObject({ finished: false });
    expect(engine.requests.length).toBe(asked);
  });

  it('writes no faster than the client reads: the engine waits while the socket buffer is full', async () => {
    const probe = captureResponse(t().app.server, 'big');
    big = { response: probe.response, buffered: [] };
    const stream = await openStream(
      t().baseUrl,
      '/v1/conversestream/General',
      { ...authHeader(t().token), 'x-probe': 'big' },
      { userPrompt: '大段的回答' },
    );
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');
    expect(big.buffered).toHaveLength(BIG_PARTS);
    // Unbounded, the whole answer (16 MB of events) would sit in memory; waiting for 'drain' keeps
    // at most about one event buffered.
    expect(Math.max(...big.buffered)).toBeLessThan(1024 * 1024);
    const [row] = await t().query<{ n: number }>(
      `select length(content) as n from messages where id = '${at(stream.events, 0).assistantMessageId}'`,
    );
    expect(Number(row?.n)).toBe(BIG_PARTS * BIG_PART.length);
  });
});
