import { FALLBACK_NOTICE, INTERRUPTED_NOTICE } from '@broker/assistant';
import { conversationHistorySchema, userInfoSchema, type StreamEvent } from '@broker/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { at } from './helpers/catalogue.js';
import { conversationApp, type ConversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import {
  eventually,
  refusedUrl,
  slowText,
  startScriptedModel,
  type FakeResponse,
} from './helpers/fake-model.js';
import { openStream, typesOf, type OpenStream } from './helpers/sse.js';
import { authHeader, expectError } from './helpers/test-app.js';

const backends = testBackends();

// One fake OpenAI-compatible endpoint for the file, scripted per test; and an address where none listens.
const model = await startScriptedModel();
const down = await refusedUrl();
afterAll(() => model.close());

const API_KEY = 'sk-test-key';
const llmEnv = (baseUrl: string) => ({
  CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR,
  LLM_BASE_URL: baseUrl,
  LLM_API_KEY: API_KEY,
  LLM_MODELS: 'fake-pro,fake-lite',
  // Small stall limits (the stall timeout defaults to the first-token one), so stalls fall back fast.
  LLM_FIRST_TOKEN_TIMEOUT_MS: '1000',
  LLM_TIMEOUT_MS: '20000',
});

const PRODUCT = 'QYRS-CI02';
const PRODUCT_NAME = '启元安佑终身重大疾病保险（2025版）';
const QUOTE_QUESTION = `30岁男性买${PRODUCT_NAME}，保额50万，每年保费多少`;

const textOf = (events: readonly StreamEvent[], type: 'text' | 'think' = 'text') =>
  events
    .filter((e) => e.data.type === type)
    .map((e) => (type === 'text' ? e.content : String(e.data.content)))
    .join('');

function ask(t: ConversationApp, body: object, token = t.token): Promise<OpenStream> {
  return openStream(t.baseUrl, '/v1/conversestream/MyBA_Selection', authHeader(token), body);
}

async function history(t: ConversationApp, conversationId: string) {
  const res = await t.get(`/v1/convhistory/MyBA_Selection/${conversationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationHistorySchema.parse(res.json());
}

/** Asks, waits for the whole stream, and checks it completed with `end`. */
async function askToEnd(t: ConversationApp, body: object) {
  const stream = await ask(t, body);
  await stream.done;
  expect(stream.status, stream.errorBody).toBe(200);
  const types = typesOf(stream.events);
  expect(types[0]).toBe('meta');
  expect(types.at(-1), types.join(',')).toBe('end');
  const meta = at(stream.events, 0);
  return { stream, meta, end: at(stream.events, stream.events.length - 1), text: textOf(stream.events) };
}

/** A model round that calls quote_premium, its arguments in fragments. */
const quoteCall: FakeResponse = {
  kind: 'stream',
  steps: [
    { type: 'reasoning', text: '需要按费率表测算保费。' },
    {
      type: 'tool_call',
      id: 'call_quote',
      name: 'quote_premium',
      arguments: JSON.stringify({ productCode: PRODUCT, age: 30, gender: 'M', sumInsured: 500000 }),
      fragments: 6,
    },
    { type: 'finish', reason: 'tool_calls' },
  ],
};

/** The premium the server's tool computed, as the model read it from the tool message. */
function premiumFromToolMessage(messages: { role: string; content?: unknown }[]): number | undefined {
  const tool = messages.at(-1);
  if (tool?.role !== 'tool') return undefined;
  const result = JSON.parse(String(tool.content)) as { ok?: boolean; quote?: { annualPremium?: number } };
  return result.ok ? result.quote?.annualPremium : undefined;
}

/** Runs the quote scenario; the second round's text is written from the tool's actual result. */
async function quoteScenario(t: ConversationApp, write: (premium: number) => string) {
  let premium: number | undefined;
  model.use((request, index) => {
    if (index === 0) return quoteCall;
    premium = premiumFromToolMessage(request.messages);
    if (premium === undefined) return { kind: 'error', status: 500 };
    return { kind: 'stream', steps: [{ type: 'text', text: write(premium) }] };
  });
  const result = await askToEnd(t, { userPrompt: QUOTE_QUESTION });
  expect(premium, 'the tool result held a premium').toBeTypeOf('number');
  return { ...result, premium: premium as number };
}

async function expectFallback(t: ConversationApp, upstream: FakeResponse | undefined, notice: string) {
  if (upstream) model.use([upstream]);
  const { stream, meta, end, text } = await askToEnd(t, { userPrompt: '30岁男性买什么重疾险好' });
  expect(text.startsWith(notice), text.slice(0, 80)).toBe(true);
  // The built-in engine wrote the rest: a real answer, not only the notice.
  expect(text.length).toBeGreaterThan(notice.length);
  expect(meta.data.cm).toBe('fake-pro');
  expect(end.data.cm).toBe('builtin');
  expect(stream.events.some((e) => e.data.type === 'error')).toBe(false);
  const stored = at((await history(t, meta.conversationId)).list, 1);
  expect(stored).toMatchObject({ success: true, finished: true, cm: 'builtin', source: 'receive' });
  expect(stored.content).toBe(text);
  return meta.conversationId;
}

/** The conversation still answers (its claim was released): a model answer this time. */
async function expectUsable(t: ConversationApp, conversationId: string) {
  model.use([{ kind: 'stream', steps: [{ type: 'text', text: '等待期是合同生效后的一段不赔付的时间。' }] }]);
  const next = await askToEnd(t, { userPrompt: '什么是等待期', conversationId });
  expect(next.meta.conversationId).toBe(conversationId);
  expect(next.text).toContain('等待期是合同生效后的一段不赔付的时间。');
  expect(next.end.data.cm).toBe('fake-pro');
}

describe.each(backends)('model engine through the server on $name', (backend) => {
  const t = conversationApp(backend, undefined, llmEnv(model.url));

  it('offers the configured models then builtin, and switches the default', async () => {
    const info = async () => {
      const res = await t().post('/v1/userinfo', {});
      expect(res.statusCode, res.body).toBe(200);
      return userInfoSchema.parse(res.json()).models;
    };
    expect(await info()).toEqual([
      { model: 'fake-pro', default: true },
      { model: 'fake-lite', default: false },
      { model: 'builtin', default: false },
    ]);
    expect((await t().post('/v1/model/change', { mdlName: 'builtin' })).statusCode).toBe(200);
    expect((await info()).find((m) => m.default)?.model).toBe('builtin');
    // With builtin chosen, nothing goes upstream.
    model.use([]);
    const { end } = await askToEnd(t(), { userPrompt: '什么是等待期' });
    expect(end.data.cm).toBe('builtin');
    expect(model.requests).toHaveLength(0);

    expectError(await t().post('/v1/model/change', { mdlName: 'gpt-nope' }), 400, '不支持该模型，请重新选择');
    expect((await info()).find((m) => m.default)?.model).toBe('builtin');
    expect((await t().post('/v1/model/change', { mdlName: 'fake-pro' })).statusCode).toBe(200);
    expect((await info()).find((m) => m.default)?.model).toBe('fake-pro');
  });

  it('streams reasoning as think events apart from the text, and sends prompt, question, tools and key', async () => {
    model.use([
      {
        kind: 'stream',
        steps: [
          { type: 'reasoning', text: '先回忆等待期的定义，' },
          { type: 'reasoning', text: '再说明常见天数。' },
          { type: 'text', text: '等待期是合同生效后的一段时间，' },
          { type: 'text', text: '期间出险保险公司不承担责任。' },
        ],
      },
    ]);
    const { stream, meta, end, text } = await askToEnd(t(), { userPrompt: '什么是等待期' });
    expect(meta.data.cm).toBe('fake-pro');
    expect(end.data.cm).toBe('fake-pro');
    expect(textOf(stream.events, 'think')).toBe('先回忆等待期的定义，再说明常见天数。');
    expect(text).toBe('等待期是合同生效后的一段时间，期间出险保险公司不承担责任。');
    for (const e of stream.events.filter((x) => x.data.type === 'think')) expect(e.content).toBe('');

    expect(model.requests).toHaveLength(1);
    const sent = at(model.requests, 0);
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body?.model).toBe('fake-pro');
    expect(sent.body?.stream).toBe(true);
    expect(at(sent.messages, 0).role).toBe('system');
    expect(String(at(sent.messages, 0).content)).toContain('展业助手');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: '什么是等待期' });
    const tools = sent.tools.map((x) => x.function.name);
    expect(tools).toEqual(expect.arrayContaining(['search_products', 'quote_premium', 'product_facts']));

    const stored = at((await history(t(), meta.conversationId)).list, 1);
    expect(stored).toMatchObject({ success: true, finished: true, cm: 'fake-pro' });
    expect(stored.thinkContent).toBe('先回忆等待期的定义，再说明常见天数。');
    expect(stored.content).toBe(text);
  });

  it('runs a quote_premium call with fragmented arguments and streams its product list; a right number passes', async () => {
    const { stream, end, text, premium } = await quoteScenario(
      t(),
      (p) => `${PRODUCT_NAME}，30岁男性、保额50万元，年交保费${p}元。`,
    );
    // The tool call reached the server whole, and its result went back to the model.
    const second = at(model.requests, 1).messages;
    const call = second.at(-2) as { tool_calls?: { function: { name: string; arguments: string } }[] };
    expect(JSON.parse(call.tool_calls?.[0]?.function.arguments ?? '')).toEqual({
      productCode: PRODUCT,
      age: 30,
      gender: 'M',
      sumInsured: 500000,
    });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_quote' });
    const list = stream.events.find((e) => e.data.type === 'query_product_list');
    expect(list, typesOf(stream.events).join(',')).toBeDefined();
    expect(list?.data.content).toEqual([expect.objectContaining({ code: PRODUCT, annualPremium: premium })]);
    expect(textOf(stream.events, 'think')).toBe('需要按费率表测算保费。');
    expect(text).toContain(`年交保费${premium}元`);
    expect(text).not.toContain('核对提示');
    expect(end.data.cm).toBe('fake-pro');
    expect(end.data.product_end_tips).not.toBe('');
  });

  it('appends a correction when the model states a premium the tool did not compute', async () => {
    const { text, premium } = await quoteScenario(
      t(),
      (p) => `${PRODUCT_NAME}，30岁男性、保额50万元，年交保费${Math.round(p * 0.8)}元。`,
    );
    expect(text).toContain('核对提示');
    expect(text).toContain(String(Math.round(premium * 0.8)));
  });

  it('falls back to the built-in engine on HTTP 500, and the conversation stays usable', async () => {
    const id = await expectFallback(t(), { kind: 'error', status: 500 }, FALLBACK_NOTICE);
    await expectUsable(t(), id);
  });

  it('falls back on a garbage body', async () => {
    const id = await expectFallback(
      t(),
      { kind: 'garbage', body: '<html><body>502 Bad Gateway</body></html>' },
      FALLBACK_NOTICE,
    );
    await expectUsable(t(), id);
  });

  it('falls back when the first token never comes (LLM_FIRST_TOKEN_TIMEOUT_MS)', async () => {
    const id = await expectFallback(t(), { kind: 'hang' }, FALLBACK_NOTICE);
    // The stalled upstream request was given up (its connection closed).
    await eventually(() => at(model.requests, 0).disconnected, 'the hung request was closed');
    await expectUsable(t(), id);
  });

  it('says the model stopped when it stalls mid-answer, then answers with the built-in engine', async () => {
    const partial = '这个问题需要先看';
    const id = await expectFallback(
      t(),
      { kind: 'stream', steps: [{ type: 'text', text: partial }, { type: 'stall' }] },
      partial + INTERRUPTED_NOTICE,
    );
    await expectUsable(t(), id);
  });

  it('stops the upstream request when the agent leaves, keeps the partial answer and frees the conversation', async () => {
    const slow = slowText(200, 50);
    model.use([{ kind: 'stream', steps: slow.steps }]);
    const stream = await ask(t(), { userPrompt: '详细讲讲重疾险怎么选' });
    expect(stream.status, stream.errorBody).toBe(200);
    await stream.waitFor((e) => e.data.type === 'text' && textOf(stream.events).includes('第3段'));
    const meta = at(stream.events, 0);
    const received = textOf(stream.events);
    stream.abort();
    await stream.done;

    await eventually(() => at(model.requests, 0).disconnected, 'the upstream connection closed');
    expect(at(model.requests, 0).completed).toBe(false);
    let saved = await history(t(), meta.conversationId);
    await eventually(async () => {
      saved = await history(t(), meta.conversationId);
      return !saved.generating;
    }, 'the generation claim was released');
    const stored = at(saved.list, 1);
    expect(stored).toMatchObject({ finished: false, source: 'receive' });
    expect(stored.content.startsWith(received), stored.content).toBe(true);
    expect(slow.text.startsWith(stored.content)).toBe(true);
    expect(stored.content.length).toBeLessThan(slow.text.length);

    await expectUsable(t(), meta.conversationId);
  });

  it('takes llmName from the body for one question, over the chosen model', async () => {
    expect((await t().post('/v1/model/change', { mdlName: 'fake-lite' })).statusCode).toBe(200);
    const answer = { kind: 'stream' as const, steps: [{ type: 'text' as const, text: '好的。' }] };
    model.use([answer, answer]);
    const once = await askToEnd(t(), { userPrompt: '什么是犹豫期', llmName: 'fake-pro' });
    expect(once.end.data.cm).toBe('fake-pro');
    expect(at(model.requests, 0).body?.model).toBe('fake-pro');
    const after = await askToEnd(t(), { userPrompt: '什么是犹豫期' });
    expect(after.end.data.cm).toBe('fake-lite');
    expect(at(model.requests, 1).body?.model).toBe('fake-lite');

    model.use([]);
    const builtin = await askToEnd(t(), { userPrompt: '什么是犹豫期', llmName: 'builtin' });
    expect(builtin.end.data.cm).toBe('builtin');
    expect(model.requests).toHaveLength(0);

    const refused = await ask(t(), { userPrompt: '什么是犹豫期', llmName: 'gpt-nope' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.errorBody)).toEqual({ detail: '不支持该模型，请重新选择' });
    expect((await t().post('/v1/model/change', { mdlName: 'fake-pro' })).statusCode).toBe(200);
  });
});

describe.each(backends)('model endpoint down on $name', (backend) => {
  const t = conversationApp(backend, undefined, llmEnv(down));

  it('answers with the built-in engine after a connection refused, and the conversation stays usable', async () => {
    const id = await expectFallback(t(), undefined, FALLBACK_NOTICE);
    const again = await askToEnd(t(), { userPrompt: '什么是等待期', conversationId: id });
    expect(again.text.startsWith(FALLBACK_NOTICE)).toBe(true);
    expect(again.end.data.cm).toBe('builtin');
  });
});
