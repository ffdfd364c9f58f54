import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csSummarySchema, type CsSummary } from '@broker/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importKnowledge } from '../src/services/knowledge/import-kb.js';
import { CS_SOURCE_PREFIX } from '../src/services/knowledge/knowledge-service.js';
import type { Database } from '../src/db/database.js';
import { testBackends } from './helpers/databases.js';
import { refusedUrl, startScriptedModel, type FakeResponse } from './helpers/fake-model.js';
import { CS_QUESTIONS, GOOD_SUMMARY, summaryReply } from './helpers/cs-summary-model.js';
import { authHeader, post, startTestApp, type TestApp } from './helpers/test-app.js';

// /csSummary written by the agent's model (issue 16, decision 025 addendum): checked against the
// conversation, and the extractive summary whenever the model is down, slow, unparsable or ungrounded.
const CS_DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/customer-service');

const model = await startScriptedModel();
const down = await refusedUrl();
afterAll(() => model.close());

const llmEnv = (baseUrl: string) => ({
  LLM_BASE_URL: baseUrl,
  LLM_MODELS: 'fake-pro,fake-lite',
  LLM_FIRST_TOKEN_TIMEOUT_MS: '1000',
  LLM_TIMEOUT_MS: '20000',
});

describe.each(testBackends())('/csSummary written by a model on $name', (backend) => {
  let database: Database;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    database = await backend.open();
    await importKnowledge(database.db, [CS_DOCS], { sourcePrefix: CS_SOURCE_PREFIX });
    t = await startTestApp(backend, llmEnv(model.url), { database });
    token = await t.login();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  /** A customer-service conversation answered by the built-in engine (no model call). */
  async function conversation(): Promise<string> {
    model.use([]);
    let id = '';
    for (const userPrompt of CS_QUESTIONS) {
      const res = await post(t.app, '/v1/conversestream/General', token, {
        userPrompt,
        conversationId: id,
        channelType: 'cs',
        llmName: 'builtin',
      });
      id ||= /"conversationId":"([0-9a-f-]{36})"/.exec(res.body)?.[1] ?? '';
    }
    expect(model.requests).toHaveLength(0);
    return id;
  }

  async function summaryOf(id: string, app = t.app): Promise<CsSummary> {
    const res = await app.inject({ method: 'GET', url: `/v1/cs/summary/${id}`, headers: authHeader(token) });
    expect(res.statusCode, res.body).toBe(200);
    return csSummarySchema.parse(res.json());
  }

  it('the agent’s model writes it, in the extractive summary’s shape, and says so', async () => {
    const id = await conversation();
    const extractive = await (async () => {
      model.use([{ kind: 'error', status: 503, body: { error: { message: 'overloaded' } } }]);
      return summaryOf(id);
    })();
    expect(extractive).toMatchObject({ writtenBy: 'extractive', model: null });
    // The built-in engine's '相关问题' list is a suggestion, not what was answered.
    expect(extractive.items[1]?.answer).toMatch(/^续期保费未按时缴纳的，自应缴日起有60天宽限期.*效力中止。$/);

    model.use([summaryReply(GOOD_SUMMARY)]);
    const summary = await summaryOf(id);
    expect(summary).toMatchObject({ writtenBy: 'model', model: 'fake-pro', conversationId: id });
    expect(summary.items.map((i) => i.question)).toEqual([
      '客户保单查不到',
      '续期保费逾期有无宽限期',
      '代订机票',
    ]);
    // The sources are the conversation's own, as the extractive summary cites them.
    expect(summary.items[0]?.sources).toEqual(extractive.items[0]?.sources);
    expect(summary.items.map((i) => i.resolved)).toEqual([true, true, false]);
    expect(summary.open).toEqual(['代订机票']);
    expect(summary.text).toMatch(
      /^【客服小结】\n1\. 问：客户保单查不到\n {3}答：新保单承保后1到2个工作日可查/,
    );
    expect(summary.text).toMatch(/待解决：代订机票$/);
    // The model was given the conversation: every question, answer and numbered source.
    const sent = String(model.requests[0]?.messages[1]?.content);
    expect(model.requests[0]?.body?.model).toBe('fake-pro');
    expect(sent).toContain('问：帮我订一张去北京的机票');
    expect(sent).not.toContain('相关问题');
    expect(sent).toMatch(/来源：\[1\] 保单查不到/);

    // Reopened, the same words (not a second call); attached, they are recognised as attached.
    expect(await summaryOf(id)).toEqual(summary);
    const order = await post(t.app, '/v1/workorder/create', token, {
      name: '张三',
      phone: '13800138000',
      category: 'policy',
      problem: '保单查不到',
      summary: summary.text,
      conversationId: id,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await summaryOf(id)).workOrder).toMatchObject({ summaryAttached: true });
    expect(model.requests).toHaveLength(1);
  }, 60_000);

  it('a number the conversation does not have: the extractive summary instead', async () => {
    const id = await conversation();
    const invented = GOOD_SUMMARY.map((item, i) =>
      i === 1 ? { ...item, answered: '有60天宽限期，逾期需补交保费5000元。' } : item,
    );
    model.use([summaryReply(invented)]);
    const summary = await summaryOf(id);
    expect(model.requests).toHaveLength(1);
    expect(summary).toMatchObject({ writtenBy: 'extractive', model: null });
    expect(summary.items[0]?.question).toBe('客户的保单查不到怎么办');
    expect(summary.text).not.toContain('5000');
    // Not cached: the next visit asks again, and a sound summary is shown.
    model.use([summaryReply(GOOD_SUMMARY)]);
    expect(await summaryOf(id)).toMatchObject({ writtenBy: 'model' });
  }, 60_000);

  it.each<[string, FakeResponse]>([
    ['slow (no first token within the limit)', { kind: 'hang' }],
    ['garbage', { kind: 'garbage', body: '<html>502 Bad Gateway</html>' }],
    [
      'prose instead of the JSON asked for',
      {
        kind: 'stream',
        steps: [
          { type: 'text', text: '客户问了保单和宽限期。' },
          { type: 'finish', reason: 'stop' },
        ],
      },
    ],
  ])(
    'a model that is %s: the extractive summary',
    async (_, response) => {
      const id = await conversation();
      model.use([response]);
      expect(await summaryOf(id)).toMatchObject({
        writtenBy: 'extractive',
        model: null,
        open: ['帮我订一张去北京的机票'],
      });
      expect(model.requests).toHaveLength(1);
    },
    60_000,
  );

  it('the built-in engine chosen: the extractive summary, no model call', async () => {
    const id = await conversation();
    const change = await post(t.app, '/v1/model/change', token, { mdlName: 'builtin' });
    expect(change.statusCode, change.body).toBe(200);
    try {
      model.use([summaryReply(GOOD_SUMMARY)]);
      expect(await summaryOf(id)).toMatchObject({ writtenBy: 'extractive' });
      expect(model.requests).toHaveLength(0);
    } finally {
      await post(t.app, '/v1/model/change', token, { mdlName: 'fake-pro' });
    }
  }, 60_000);

  it('a model endpoint that is down: the extractive summary', async () => {
    const id = await conversation();
    const other = await startTestApp(backend, llmEnv(down), { database });
    try {
      expect(await summaryOf(id, other.app)).toMatchObject({ writtenBy: 'extractive', model: null });
    } finally {
      await other.close();
    }
  }, 60_000);
});
