import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI, type FakeResponse } from '../testing/fake-openai-server.js';
import { jsonInReply, parseSummary } from './parse-summary.js';
import { SUMMARY_PROMPT, summaryMessages } from './summary-prompt.js';
import type { SummaryExchange } from './types.js';
import { writeSummaryWithModel } from './write-summary.js';

const POLICY = { title: '保单查不到', source: '保单服务.md' };
const GRACE = { title: '宽限期', source: '续保续期.md' };

/** A short customer-service conversation: two answered from sources, one off topic (open). */
const EXCHANGES: SummaryExchange[] = [
  {
    question: '客户的保单查不到怎么办',
    answer: '新保单承保后1到2个工作日同步；仍查不到请核对投保人证件号。',
    sources: [POLICY, { title: '保单服务', source: '常见问题' }],
    answered: true,
  },
  {
    question: '续期保费没交上有宽限期吗',
    answer: '有60天宽限期，期间发生保险事故仍可理赔，需补交保费5000元后恢复。',
    sources: [GRACE],
    answered: true,
  },
  { question: '帮我订一张去北京的机票', answer: '抱歉，这个问题我无法回答。', sources: [], answered: false },
];

const goodReply = {
  items: [
    {
      n: 1,
      asked: '保单查不到',
      answered: '承保后1到2个工作日同步，否则核对证件号。',
      sources: [1],
      resolved: true,
    },
    {
      n: 2,
      asked: '续期宽限期',
      answered: '60天宽限期，补交保费5000元后恢复。',
      sources: [1],
      resolved: true,
    },
    // The model claims it resolved; the conversation says otherwise.
    { n: 3, asked: '订机票', answered: '无法回答。', sources: [], resolved: true },
  ],
};

/** The good reply with one turn changed, as JSON. */
const changed = (index: number, patch: object) =>
  JSON.stringify({ items: goodReply.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

describe('the summary prompt', () => {
  it('numbers the turns and their sources, and says which are unresolved', () => {
    const [system, user] = summaryMessages(EXCHANGES);
    expect(system).toEqual({ role: 'system', content: SUMMARY_PROMPT });
    expect(user?.role).toBe('user');
    const text = String(user?.content);
    expect(text).toContain('第1轮\n问：客户的保单查不到怎么办\n答：新保单承保后1到2个工作日同步');
    expect(text).toContain('来源：[1] 保单查不到（保单服务.md）；[2] 保单服务（常见问题）');
    expect(text).toContain('第3轮\n问：帮我订一张去北京的机票');
    expect(text).toMatch(/来源：无\n状态：未解决$/);
    expect(text.match(/状态：已答/g)).toHaveLength(2);
  });

  it('cuts a long answer and marks a missing one', () => {
    const [, user] = summaryMessages([
      { question: '长', answer: '很'.repeat(2000), sources: [], answered: false },
      { question: '没答', answer: '', sources: [], answered: false },
    ]);
    const text = String(user?.content);
    expect(text).toContain(`答：${'很'.repeat(800)}…\n`);
    expect(text).toContain('答：（没有回答）');
  });
});

describe('reading the model’s reply', () => {
  it('takes the JSON bare, fenced, or with a sentence around it', () => {
    const json = JSON.stringify(goodReply);
    expect(jsonInReply(json)).toEqual(goodReply);
    expect(jsonInReply(`\`\`\`json\n${json}\n\`\`\``)).toEqual(goodReply);
    expect(jsonInReply(`好的，以下是小结：\n${json}\n希望有帮助。`)).toEqual(goodReply);
    expect(jsonInReply('1. 问：保单查不到\n答：……')).toBeUndefined();
    expect(jsonInReply('{"items": [ }')).toBeUndefined();
  });

  it('keeps each turn’s own sources, and an unresolved turn unresolved', () => {
    const parsed = parseSummary(JSON.stringify(goodReply), EXCHANGES);
    expect(parsed).toEqual({
      ok: true,
      items: [
        {
          asked: '保单查不到',
          answered: '承保后1到2个工作日同步，否则核对证件号。',
          sources: [POLICY],
          resolved: true,
        },
        {
          asked: '续期宽限期',
          answered: '60天宽限期，补交保费5000元后恢复。',
          sources: [GRACE],
          resolved: true,
        },
        { asked: '订机票', answered: '无法回答。', sources: [], resolved: false },
      ],
    });
  });

  it('lets the model mark an answered turn as not really resolved', () => {
    const parsed = parseSummary(changed(0, { resolved: false }), EXCHANGES);
    expect(parsed.ok && parsed.items[0]?.resolved).toBe(false);
  });

  it.each([
    ['prose', '保单查不到：核对证件号。'],
    ['a turn missing', JSON.stringify({ items: goodReply.items.slice(0, 2) })],
    ['a turn repeated', JSON.stringify({ items: [...goodReply.items, goodReply.items[0]] })],
    ['an unknown turn', JSON.stringify({ items: [...goodReply.items, { ...goodReply.items[0], n: 4 }] })],
    [
      'a source the turn does not have',
      JSON.stringify({ items: [{ ...goodReply.items[0], sources: [3] }, ...goodReply.items.slice(1)] }),
    ],
    [
      'an answer dropped',
      JSON.stringify({ items: [{ ...goodReply.items[0], answered: ' ' }, ...goodReply.items.slice(1)] }),
    ],
    [
      'an empty question',
      JSON.stringify({ items: [{ ...goodReply.items[0], asked: '' }, ...goodReply.items.slice(1)] }),
    ],
    [
      'a wrong type',
      JSON.stringify({ items: [{ ...goodReply.items[0], resolved: 'yes' }, ...goodReply.items.slice(1)] }),
    ],
  ])('refuses %s', (_, reply) => {
    expect(parseSummary(reply, EXCHANGES)).toMatchObject({ ok: false, reason: 'unparsable' });
  });

  // The model path's check: amounts, ages and percentages (a count of days is not one of its kinds).
  it('refuses an amount, age or percentage the conversation does not have (the grounding check)', () => {
    const age = changed(0, { asked: '45岁客户的保单查不到' });
    expect(parseSummary(age, EXCHANGES)).toMatchObject({ ok: false, reason: 'grounding' });
    const percent = changed(1, { answered: '60天宽限期，逾期加收5%利息。' });
    expect(parseSummary(percent, EXCHANGES)).toMatchObject({
      ok: false,
      reason: 'grounding',
    });
    const money = changed(1, { answered: '60天宽限期，补交保费8000元后恢复。' });
    expect(parseSummary(money, EXCHANGES)).toMatchObject({
      ok: false,
      reason: 'grounding',
      problem: expect.stringContaining('8000元'),
    });
    // The same figure written another way is the same figure.
    const rewritten = changed(1, { answered: '60天宽限期，补交保费0.5万元后恢复。' });
    expect(parseSummary(rewritten, EXCHANGES).ok).toBe(true);
  });
});

describe('writing with the model', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const config = (url: string, limits: { timeoutMs?: number; firstTokenTimeoutMs?: number } = {}) => ({
    baseUrl: url,
    models: ['fake-pro'],
    timeoutMs: limits.timeoutMs ?? 20_000,
    firstTokenTimeoutMs: limits.firstTokenTimeoutMs ?? 5_000,
  });
  const write = async (responses: FakeResponse[], limits?: Parameters<typeof config>[1]) => {
    fake = await startFakeOpenAI(responses);
    return writeSummaryWithModel(config(fake.url, limits), 'fake-pro', EXCHANGES);
  };
  const streamed = (text: string): FakeResponse => ({
    kind: 'stream',
    steps: [
      { type: 'reasoning', text: '先逐轮归纳。{"items":[]}' },
      // The JSON arrives in pieces, as a streamed reply does.
      ...[...text.matchAll(/[\s\S]{1,40}/g)].map((m) => ({ type: 'text' as const, text: m[0] })),
      { type: 'finish', reason: 'stop' },
    ],
  });

  it('sends the prompt to the chosen model and returns the checked items', async () => {
    const result = await write([streamed(`\`\`\`json\n${JSON.stringify(goodReply)}\n\`\`\``)]);
    expect(result).toMatchObject({ ok: true, items: [{ asked: '保单查不到' }, {}, { resolved: false }] });
    expect(fake?.requests[0]?.body?.model).toBe('fake-pro');
    expect(fake?.requests[0]?.messages[0]?.content).toBe(SUMMARY_PROMPT);
    expect(fake?.requests[0]?.tools ?? []).toEqual([]);
  });

  it.each<[string, FakeResponse, string]>([
    ['an HTTP error', { kind: 'error', status: 503, body: { error: { message: 'overloaded' } } }, 'http'],
    ['a body that is not a stream', { kind: 'garbage', body: '<html>502</html>' }, 'garbage'],
    [
      'a stream that drops',
      { kind: 'stream', steps: [{ type: 'text', text: '{"items":' }, { type: 'drop' }] },
      'interrupted',
    ],
    ['prose instead of JSON', streamed('1. 问：保单查不到'), 'unparsable'],
  ])('fails with the reason on %s', async (_, response, reason) => {
    expect(await write([response])).toMatchObject({ ok: false, reason });
  });

  it('fails when the model is down', async () => {
    fake = await startFakeOpenAI([]);
    const { url } = fake;
    await fake.close();
    fake = undefined;
    expect(await writeSummaryWithModel(config(url), 'fake-pro', EXCHANGES)).toMatchObject({
      ok: false,
      reason: 'connect',
    });
  });

  it('gives up on a slow model within the first-token limit and closes the request', async () => {
    const result = await write([{ kind: 'hang' }], { firstTokenTimeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, reason: 'first_token' });
    await vi.waitFor(() => expect(fake?.requests[0]?.disconnected).toBe(true));
  });
});
