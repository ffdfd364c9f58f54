import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * The owned resources of the owner matrix (decision 037): each feature registers here how agent A makes
 * one, how A sees it, and what agent B tries on it through which routes. owner-matrix.test.ts checks
 * every entry, and that every route taking an id is registered here or named in NOT_OWNED, so a new
 * route with an id fails CI until its owner check is written down.
 */

export interface Actor {
  app: FastifyInstance;
  /** Headers of a session (`'session'`) or of an API key (`'apiKey'`) of this agent. */
  headers(kind?: 'session' | 'apiKey'): Record<string, string>;
}

export type Ids = Record<string, string>;

export interface Attempt {
  /** The route as the route table names it: `GET /v1/colourpage/history/:id`. */
  route: string;
  url(ids: Ids): string;
  payload?(ids: Ids): object;
}

export interface OwnedResource {
  name: string;
  create(a: Actor): Promise<Ids>;
  /** A's own view of the resource: must still answer 200, unchanged, after B's attempts. */
  view(a: Actor, ids: Ids): Promise<string>;
  attempts: Attempt[];
}

/** Routes that take an id of something that is not an agent's own (or not by id), with why. */
export const NOT_OWNED: Record<string, string> = {
  'GET /v1/products/:code': 'the shared catalogue',
  'GET /v1/hints/:category': 'a category, not a resource',
  'GET /v1/lessons/:lessonId': 'lessons are published to every agent',
  'PUT /v1/lessons/:lessonId/progress':
    "the caller's own progress on a shared lesson (keyed by caller and lesson)",
  'POST /v1/agreement/accept': 'agreements are the same texts for everyone; the acceptance is the caller’s',
  'POST /v1/conversestream/:category':
    'a new question; conversationId and quoteMessageId are attempted through POST /v1/converse/:category (same service)',
  'GET /v1/common/speech/task/:taskId':
    "needs a speech engine; speech-api.test.ts: another agent's task id is the same 404 as a made-up one",
};

async function json<T>(res: Promise<{ statusCode: number; body: string }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return JSON.parse(r.body) as T;
}

const get = (a: Actor, url: string, kind?: 'session' | 'apiKey') =>
  a.app.inject({ method: 'GET', url, headers: a.headers(kind) });
const post = (a: Actor, url: string, payload: object) =>
  a.app.inject({ method: 'POST', url, headers: a.headers(), payload });

/** A view that is A's answer to a GET, as text (what B must not have changed). */
const viewOf = (url: (ids: Ids) => string, kind?: 'session' | 'apiKey') => async (a: Actor, ids: Ids) => {
  const res = await get(a, url(ids), kind);
  expect(res.statusCode, `${url(ids)}: ${res.body}`).toBe(200);
  return res.body;
};

export const OWNED_RESOURCES: OwnedResource[] = [
  {
    name: 'conversation, its messages and feedback',
    async create(a) {
      const answer = await json<{ conversationId: string; assistantMessageId: string }>(
        post(a, '/v1/converse/MyBA_Common', { userPrompt: '甲的私密问题：重疾险等待期多久' }),
      );
      return { conversationId: answer.conversationId, messageId: answer.assistantMessageId };
    },
    view: viewOf((ids) => `/v1/convhistory/MyBA_Common/${ids.conversationId}`),
    attempts: [
      {
        route: 'GET /v1/convhistory/:category/:conversationId',
        url: (i) => `/v1/convhistory/MyBA_Common/${i.conversationId}`,
      },
      {
        route: 'GET /v1/convhistory_mycus/:conversationId',
        url: (i) => `/v1/convhistory_mycus/${i.conversationId}`,
      },
      { route: 'GET /v1/convdel/:category/:id', url: (i) => `/v1/convdel/MyBA_Common/${i.conversationId}` },
      {
        route: 'POST /v1/convstop/:conversationId',
        url: (i) => `/v1/convstop/${i.conversationId}`,
        payload: () => ({}),
      },
      {
        route: 'POST /v1/converse/:category',
        url: () => '/v1/converse/MyBA_Common',
        payload: (i) => ({ userPrompt: '继续', conversationId: i.conversationId }),
      },
      {
        route: 'POST /v1/converse/:category',
        url: () => '/v1/converse/MyBA_Common',
        payload: (i) => ({ userPrompt: '引用这条', quoteMessageId: i.messageId }),
      },
      {
        route: 'POST /v1/converse/:category',
        url: () => '/v1/converse/MyBA_Common',
        payload: (i) => ({ generate: 'regenerate', conversationId: i.conversationId }),
      },
      {
        route: 'POST /v1/feedback',
        url: () => '/v1/feedback',
        payload: (i) => ({ messageId: i.messageId, feedback: 'dislike', comment: '乙改的' }),
      },
      {
        route: 'POST /v1/converse_products/',
        url: () => '/v1/converse_products/',
        payload: (i) => ({ conversationId: i.conversationId, assistantMessageId: i.messageId, currPage: 1 }),
      },
      {
        route: 'GET /v1/ask/guess/you/want',
        url: (i) => `/v1/ask/guess/you/want?conversation_id=${i.conversationId}`,
      },
      {
        route: 'GET /v1/convlist/:category',
        url: (i) => `/v1/convlist/MyBA_Common?c_id=${i.conversationId}`,
      },
      {
        route: 'GET /v1/product_aides/convhistory',
        url: (i) => `/v1/product_aides/convhistory?c_id=${i.conversationId}`,
      },
      {
        route: 'GET /v1/hints/product_aides/:id',
        url: (i) => `/v1/hints/product_aides/${i.conversationId}`,
      },
      {
        route: 'POST /v1/premium/conversation_factors',
        url: () => '/v1/premium/conversation_factors',
        payload: (i) => ({ conversationId: i.conversationId, productCode: 'AK-CI-01' }),
      },
      { route: 'GET /v1/cs/summary/:conversationId', url: (i) => `/v1/cs/summary/${i.conversationId}` },
      {
        route: 'POST /v1/workorder/create',
        url: () => '/v1/workorder/create',
        payload: (i) => ({
          name: '乙',
          phone: '13800138001',
          category: 'other',
          problem: '乙把甲的会话挂到自己的工单上',
          conversationId: i.conversationId,
        }),
      },
    ],
  },
  {
    name: 'conversation through the open API (API key of another agent)',
    async create(a) {
      const answer = await json<{ conversationId: string; assistantMessageId: string }>(
        post(a, '/v1/converse/MyBA_Common', { userPrompt: '甲的开放接口问题：医疗险免赔额' }),
      );
      return { conversationId: answer.conversationId, messageId: answer.assistantMessageId };
    },
    view: viewOf((ids) => `/openapi/v1/convhistory/MyBA_Common/${ids.conversationId}`, 'apiKey'),
    attempts: [
      {
        route: 'GET /openapi/v1/convhistory/:category/:conversationId',
        url: (i) => `/openapi/v1/convhistory/MyBA_Common/${i.conversationId}`,
      },
      {
        route: 'GET /openapi/v1/product_aides/convhistory',
        url: (i) => `/openapi/v1/product_aides/convhistory?c_id=${i.conversationId}`,
      },
      {
        route: 'GET /openapi/v1/convlist/:category',
        url: (i) => `/openapi/v1/convlist/MyBA_Common?c_id=${i.conversationId}`,
      },
      {
        route: 'GET /openapi/v1/ask/guess/you/want',
        url: (i) => `/openapi/v1/ask/guess/you/want?conversation_id=${i.conversationId}`,
      },
      {
        route: 'GET /openapi/v1/hints/product_aides/:id',
        url: (i) => `/openapi/v1/hints/product_aides/${i.conversationId}`,
      },
      {
        route: 'POST /openapi/v1/conversestream/:category',
        url: () => '/openapi/v1/conversestream/MyBA_Common',
        payload: (i) => ({ userPrompt: '继续', conversationId: i.conversationId }),
      },
      {
        route: 'POST /openapi/v1/chat/completions',
        url: () => '/openapi/v1/chat/completions',
        payload: (i) => ({
          model: 'x',
          messages: [{ role: 'user', content: '继续' }],
          broker: { conversationId: i.conversationId },
        }),
      },
    ],
  },
  {
    name: 'comparison, its share code and interaction records',
    async create(a) {
      const saved = await json<{ id: string }>(
        post(a, '/v1/prodcompare/history/save/new', {
          productCodes: ['AK-CI-01', 'AK-TL-01'],
          factors: { age: 22, gender: 'F' },
        }),
      );
      const code = await json<{ shareCode: string }>(get(a, `/v1/product/compare/share/code?id=${saved.id}`));
      const report = await a.app.inject({
        method: 'POST',
        url: '/v1/behavior/reporting',
        payload: {
          type: 'view',
          sessionId: 'owner-matrix-1',
          visitorId: 'visitor-abcdef12',
          shareCode: code.shareCode,
          comparisonId: saved.id,
        },
      });
      expect(report.statusCode, report.body).toBeLessThan(300);
      return { id: saved.id, shareCode: code.shareCode };
    },
    async view(a, ids) {
      const [own, records] = await Promise.all([
        viewOf((i) => `/v1/prodcompare/history/${i.id}`)(a, ids),
        viewOf((i) => `/v1/behavior/query?current_id=${i.id}`)(a, ids),
      ]);
      expect(records).toContain(ids.id);
      return own + records;
    },
    attempts: [
      { route: 'GET /v1/prodcompare/history/:id', url: (i) => `/v1/prodcompare/history/${i.id}` },
      {
        route: 'POST /v1/prodcompare/history/save/:id',
        url: (i) => `/v1/prodcompare/history/save/${i.id}`,
        payload: () => ({ productCodes: ['AK-CI-01', 'HX-MED-01'], factors: { age: 30, gender: 'M' } }),
      },
      {
        route: 'GET /v1/prodcompare/deleteprod/',
        url: (i) => `/v1/prodcompare/deleteprod/?id=${i.id}&productCode=AK-TL-01`,
      },
      { route: 'GET /v1/prodcompare/download/:id', url: (i) => `/v1/prodcompare/download/${i.id}` },
      {
        route: 'GET /v1/product/compare/share/code',
        url: (i) => `/v1/product/compare/share/code?id=${i.id}`,
      },
      {
        route: 'POST /wx/coreapi/appShareInfo',
        url: () => '/wx/coreapi/appShareInfo',
        payload: (i) => ({ id: i.id, shareCode: i.shareCode }),
      },
      { route: 'GET /v1/behavior/query', url: (i) => `/v1/behavior/query?current_id=${i.id}` },
      { route: 'GET /v1/behavior/status/change', url: (i) => `/v1/behavior/status/change?id=${i.id}` },
      {
        route: 'DELETE /v1/product/compare/share/code',
        url: (i) => `/v1/product/compare/share/code?id=${i.id}`,
      },
      { route: 'DELETE /v1/prodcompare/history/:id', url: (i) => `/v1/prodcompare/history/${i.id}` },
    ],
  },
  {
    name: 'colour page and its share',
    async create(a) {
      const page = await json<{ id: string }>(
        post(a, '/v1/colourpage/save/new', {
          productCode: 'AK-CI-01',
          customer: { name: '甲的客户王先生', gender: 'M', age: 22 },
          factors: {},
          sections: ['highlights', 'cover'],
          theme: 'classic',
          agent: { phone: '13800138000' },
        }),
      );
      return { id: page.id };
    },
    view: viewOf((ids) => `/v1/colourpage/history/${ids.id}`),
    attempts: [
      { route: 'GET /v1/colourpage/history/:id', url: (i) => `/v1/colourpage/history/${i.id}` },
      { route: 'GET /v1/colourpage/image/:id', url: (i) => `/v1/colourpage/image/${i.id}` },
      {
        route: 'POST /v1/colourpage/save/:id',
        url: (i) => `/v1/colourpage/save/${i.id}`,
        payload: () => ({
          productCode: 'AK-CI-01',
          customer: { name: '乙改的', gender: 'F', age: 30 },
          factors: {},
          sections: ['cover'],
          theme: 'classic',
          agent: {},
        }),
      },
      {
        route: 'POST /v1/colourpage/share/:id',
        url: (i) => `/v1/colourpage/share/${i.id}`,
        payload: () => ({}),
      },
      { route: 'DELETE /v1/colourpage/share/:id', url: (i) => `/v1/colourpage/share/${i.id}` },
      { route: 'DELETE /v1/colourpage/history/:id', url: (i) => `/v1/colourpage/history/${i.id}` },
    ],
  },
  {
    name: 'uploaded file',
    async create(a) {
      const slot = await json<{ uploadUrl: string; headers: Record<string, string>; filePath: string }>(
        get(a, '/v1/sts?name=a.png'),
      );
      // A 1×1 PNG.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      const put = await a.app.inject({
        method: 'PUT',
        url: slot.uploadUrl,
        headers: slot.headers,
        payload: png,
      });
      expect(put.statusCode, put.body).toBe(200);
      return { path: slot.filePath };
    },
    async view(a, ids) {
      const res = await get(a, `/v1/file/${ids.path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload.toString('base64');
    },
    attempts: [
      { route: 'GET /v1/file/:id', url: (i) => `/v1/file/${i.path}` },
      { route: 'POST /v1/parse', url: () => '/v1/parse', payload: (i) => ({ file_path: i.path }) },
      {
        route: 'POST /v1/task/status',
        url: () => '/v1/task/status',
        payload: (i) => ({ task_ids: [i.path] }),
      },
      {
        route: 'POST /v1/underwriting/report',
        url: () => '/v1/underwriting/report',
        payload: (i) => ({ customer: { age: 30, gender: 'male' }, kinds: ['medical'], filePaths: [i.path] }),
      },
      {
        route: 'POST /v1/workorder/create',
        url: () => '/v1/workorder/create',
        payload: (i) => ({
          name: '乙',
          phone: '13800138001',
          category: 'other',
          problem: '乙借用甲的截图提交工单',
          screenshots: [i.path],
        }),
      },
      {
        route: 'POST /v1/file/delete',
        url: () => '/v1/file/delete',
        payload: (i) => ({ file_paths: [i.path] }),
      },
    ],
  },
  {
    name: 'underwriting report',
    async create(a) {
      const report = await json<{ id: string }>(
        post(a, '/v1/underwriting/report', {
          customer: { age: 38, gender: 'female' },
          kinds: ['medical'],
          conditionsText: '甲的客户：甲状腺结节3类 1.2cm',
        }),
      );
      return { id: report.id };
    },
    view: viewOf((ids) => `/v1/underwriting/history/${ids.id}`),
    attempts: [
      { route: 'GET /v1/underwriting/history/:id', url: (i) => `/v1/underwriting/history/${i.id}` },
      {
        route: 'GET /v1/underwriting/history/:id/share',
        url: (i) => `/v1/underwriting/history/${i.id}/share`,
      },
      { route: 'DELETE /v1/underwriting/history/:id', url: (i) => `/v1/underwriting/history/${i.id}` },
    ],
  },
  {
    name: 'work order',
    async create(a) {
      const order = await json<{ id: string }>(
        post(a, '/v1/workorder/create', {
          name: '甲的工单',
          phone: '13800138000',
          category: 'other',
          problem: '甲的问题：无法登录系统，请帮忙处理',
        }),
      );
      return { id: order.id };
    },
    view: viewOf((ids) => `/v1/workorder/${ids.id}`),
    attempts: [
      { route: 'GET /v1/workorder/:id', url: (i) => `/v1/workorder/${i.id}` },
      {
        route: 'POST /v1/workorder/:id/summary',
        url: (i) => `/v1/workorder/${i.id}/summary`,
        payload: () => ({ summary: '乙写的小结' }),
      },
    ],
  },
];

/** Body, query or path fields that name a resource by id. */
export const ID_FIELD = /^(id|.*Id|.*_id|.*_ids|.*Ids|.*_path|.*_paths|.*Path|.*Paths|screenshots)$/;
