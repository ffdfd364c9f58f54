import { z } from 'zod';
import type { ApiRoute } from '../../plugins/route-table.js';

/**
 * The OpenAPI 3.1 document of the API, generated from the route table and the zod schemas each route
 * validates with (decision 033): what the server checks is what the document says.
 */

type JsonSchema = Record<string, unknown>;
type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
};

const ERROR_BODY = z.object({ detail: z.string().describe('出错原因（中文），可直接展示给用户') });
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const schemaOf = (route: ApiRoute): RouteSchema => (route.schema ?? {}) as RouteSchema;
const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Why a route is not documented well enough, [] when it is. Every route needs its path parameters
 * and its success described, and a route that takes a body needs the body described; a success or
 * body that is not JSON (a stream, an image, a file) is named in `config.docs` instead.
 */
export function undocumented(route: ApiRoute): string[] {
  const schema = schemaOf(route);
  const docs = route.config.docs ?? {};
  const reasons: string[] = [];
  if (route.url.includes(':') && !isZod(schema.params)) reasons.push('路径参数没有 schema.params');
  const success = Object.keys(schema.response ?? {}).some((status) => /^2/.test(status));
  if (!success && !docs.produces)
    reasons.push('成功响应没有 schema.response[200]，也没有 config.docs.produces');
  if (BODY_METHODS.has(route.method) && !isZod(schema.body) && !docs.consumes) {
    reasons.push('请求体没有 schema.body，也没有 config.docs.consumes');
  }
  return reasons;
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return {};
  // Transforms and refinements cannot be written as JSON Schema; the shape around them still is.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** One OpenAPI parameter per property of a params or querystring object. */
function parameters(schema: unknown, where: 'path' | 'query'): JsonSchema[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Areas by the path's first word after /v1 (a word not listed is its own group, so nothing is lost). */
const AREAS: Record<string, string> = {
  healthz: '运行状态',
  'client-config': '登录与账号',
  login: '登录与账号',
  logout: '登录与账号',
  userinfo: '登录与账号',
  model: '登录与账号',
  pup: '登录与账号',
  agreement: '登录与账号',
  products: '产品库',
  companies: '产品库',
  prodfilterage: '产品库',
  prodfactors: '产品库',
  premium: '试算',
  prodcompare: '产品对比与分享',
  product: '产品对比与分享',
  wx: '产品对比与分享',
  colourpage: '彩页',
  mybams: '对话',
  hints: '对话',
  ask: '对话',
  conversestream: '对话',
  converse: '对话',
  convlist: '对话',
  convhistory: '对话',
  convhistory_mycus: '对话',
  convdel: '对话',
  feedback: '对话',
  converse_products: '对话',
  sts: '文件与核保',
  file: '文件与核保',
  parse: '文件与核保',
  task: '文件与核保',
  underwriting: '文件与核保',
  cs: '客服与工单',
  vehicle: '客服与工单',
  workorder: '客服与工单',
  lessons: '操作指引',
  media: '操作指引',
  behavior: '埋点与数据看板',
  analytics: '埋点与数据看板',
  webresource: '网页资源',
  common: '语音输入',
};

/** The group a route is listed under in the document and its viewer: the open API apart, else its area. */
export function tagOf(route: ApiRoute): string {
  if (route.url.startsWith('/openapi/v1/')) return '开放接口（API 密钥）';
  const [, first = '', second = ''] = route.url.split('/');
  if (first === 'openapi') return '接口文档';
  const word = first === 'v1' ? second : first;
  return AREAS[word] ?? word;
}

function security(route: ApiRoute): JsonSchema[] {
  if (route.config.public) return [];
  if (route.config.auth === 'apiKey') return [{ apiKeyBearer: [] }, { apiKeyHeader: [] }];
  return [{ session: [] }];
}

function responses(route: ApiRoute): JsonSchema {
  const declared = schemaOf(route).response ?? {};
  const produces = route.config.docs?.produces;
  const out: JsonSchema = {};
  for (const [status, schema] of Object.entries(declared)) {
    out[status] = {
      description: /^2/.test(status) ? '成功' : '出错',
      content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
    };
  }
  if (produces && !Object.keys(declared).some((status) => /^2/.test(status))) {
    out['200'] = { description: '成功', content: { [produces]: {} } };
  }
  // Every refusal has the same body, from the one error table (decision 003).
  out.default = {
    description: '出错：4xx 为请求的问题，5xx 为服务的问题',
    content: { 'application/json': { schema: jsonSchema(declared['400'] ?? ERROR_BODY, 'output') } },
  };
  return out;
}

function operation(route: ApiRoute): JsonSchema {
  const schema = schemaOf(route);
  const docs = route.config.docs ?? {};
  const body = isZod(schema.body)
    ? { content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } } }
    : docs.consumes
      ? { content: { [docs.consumes]: {} } }
      : undefined;
  return {
    ...(docs.summary && { summary: docs.summary }),
    tags: [tagOf(route)],
    security: security(route),
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(body && { requestBody: { required: true, ...body } }),
    responses: responses(route),
  };
}

export function openApiDocument(routes: readonly ApiRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '展业助手 API',
      version: info.version,
      description:
        '应用接口（/v1，会话令牌）、开放接口（/openapi/v1，API 密钥）和分享页的公开接口。出错时返回 {"detail": "中文原因"}。',
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'POST /v1/login 返回的 token' },
        apiKeyBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'npm run cli -- apikey create 生成的 ba_… 密钥',
        },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
