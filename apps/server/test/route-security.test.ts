import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../src/plugins/route-table.js';
import { testBackends } from './helpers/databases.js';
import { apiKeyHeader, authHeader, DEMO_AGENT, sharedTestApp } from './helpers/test-app.js';

/**
 * Checks over every registered route, generated from the route table (`app.apiRoutes`), so a route
 * added later is covered without touching this file: who may call it, and what bad input gets back.
 */

const backends = testBackends();

/**
 * The routes anyone may call. A route that becomes public without being added here fails: being
 * public must be a decision, not an accident.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /v1/client-config',
  'POST /v1/login',
  'POST /v1/login/erp',
  'GET /v1/agreement/:id',
  'GET /v1/prodcompare/retrieve_result/:id',
  'GET /v1/colourpage/shared/:id',
  'GET /v1/colourpage/shared/:id/image',
  'POST /v1/behavior/reporting',
  'PUT /v1/file/upload/:id',
  'GET /v1/media/lessons/:name',
  'GET /v1/underwriting/shared/:id',
  'GET /v1/wechat/oauth/start',
  'GET /v1/wechat/oauth/callback',
  'GET /v1/workorder/screenshot/:path',
  'GET /openapi/openapi.json',
  'GET /openapi/docs',
].sort();

const CHINESE = /[\u4e00-\u9fff]/;
const ANY_ID = '6f1c7a52-3b7e-4c1e-9d1a-2f4b8c9e0a11';
const nameOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const usesKey = (route: ApiRoute) => route.config.auth === 'apiKey';

/** A value each path parameter accepts (an enum's first value, else an id of nothing), or `bad` for all. */
function urlOf(route: ApiRoute, bad?: string): string {
  const params = (route.schema as { params?: unknown } | undefined)?.params;
  const shape =
    params instanceof z.ZodType
      ? ((z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as Record<
          string,
          { enum?: unknown[] }
        >)
      : {};
  return route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(bad ?? String(shape[name]?.enum?.[0] ?? ANY_ID)),
  );
}

/** The Chinese reason of a refusal: `detail`, on the OpenAI routes beside their `error`. */
function expectChineseRefusal(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const detail = (res.json<{ detail?: unknown }>() ?? {}).detail;
  expect(typeof detail === 'string' && CHINESE.test(detail), `${what}: ${res.body.slice(0, 200)}`).toBe(true);
}

/** Bodies no route takes (every JSON body is an object) and objects with every field of the wrong kind. */
function badBodies(route: ApiRoute): { name: string; payload: string; mustRefuse: boolean }[] {
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  const fields =
    body instanceof z.ZodType
      ? Object.keys(
          (z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as object,
        )
      : [];
  const every = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  let deep: unknown = 'x';
  for (let i = 0; i < 200; i += 1) deep = { a: deep };
  return [
    { name: 'an array', payload: '[1,2,3]', mustRefuse: true },
    { name: 'a string', payload: '"问题"', mustRefuse: true },
    { name: 'a number', payload: '42', mustRefuse: true },
    { name: 'invalid JSON', payload: '{"a":', mustRefuse: true },
    { name: 'numbers for every field', payload: every(12345), mustRefuse: false },
    { name: 'objects for every field', payload: every({ $gt: '' }), mustRefuse: false },
    { name: 'huge strings for every field', payload: every('长'.repeat(20_000)), mustRefuse: false },
    { name: 'NUL bytes in every field', payload: every('a\u0000b'), mustRefuse: false },
    {
      name: 'deep nesting',
      payload: JSON.stringify({ ...JSON.parse(every(null)), deep }),
      mustRefuse: false,
    },
  ];
}

describe.each(backends)('every route on $name', (backend) => {
  const t = sharedTestApp(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '10000' });

  it('only the declared routes are public', () => {
    const publicRoutes = t()
      .app.apiRoutes.filter((route) => route.config.public)
      .map(nameOf)
      .sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('without credentials every other route is a 401 with a Chinese reason, and so is the wrong kind', async () => {
    const token = await t().login();
    const key = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    for (const route of t().app.apiRoutes.filter((r) => !r.config.public)) {
      const url = urlOf(route);
      const method = route.method as 'GET';
      const none = await t().app.inject({ method, url, payload: route.method === 'GET' ? undefined : {} });
      expect(none.statusCode, `${nameOf(route)} without credentials`).toBe(401);
      expectChineseRefusal(none, nameOf(route));
      // A session on the open API, an API key on the app: refused as no credentials.
      const wrong = await t().app.inject({
        method,
        url,
        headers: usesKey(route) ? authHeader(token) : { authorization: `Bearer ${key['x-api-key']}` },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(wrong.statusCode, `${nameOf(route)} with the wrong kind of credentials`).toBe(401);
    }
  });

  it('malformed bodies, hostile ids and unknown parameters get a 4xx with a Chinese reason, never a 5xx', async () => {
    const token = await t().login();
    const key = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    /** Sends as the route's caller; the sign-out route ends the session it is given, so it gets a new one. */
    const send = async (route: ApiRoute, request: { url?: string; type?: string; payload: string }) => {
      const caller = route.config.public
        ? {}
        : usesKey(route)
          ? key
          : authHeader(route.url === '/v1/logout' ? await t().login() : token);
      return t().app.inject({
        method: route.method as 'GET',
        url: request.url ?? urlOf(route),
        headers: { ...caller, 'content-type': request.type ?? 'application/json' },
        payload: request.payload,
      });
    };
    for (const route of t().app.apiRoutes) {
      if (route.method !== 'GET' && route.method !== 'DELETE' && !route.config.docs?.consumes) {
        for (const body of badBodies(route)) {
          const res = await send(route, { payload: body.payload });
          const what = `${nameOf(route)} with ${body.name}`;
          if (body.mustRefuse) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expectChineseRefusal(res, what);
        }
        const form = await send(route, { type: 'application/x-www-form-urlencoded', payload: 'a=1' });
        expect(form.statusCode, `${nameOf(route)} with a form body`).toBe(415);
        expectChineseRefusal(form, `${nameOf(route)} with a form body`);
      }
      if (route.url.includes(':')) {
        // '\u0000' arrives decoded as a NUL; '%00' as the three characters.
        for (const bad of [
          '\u0000',
          '../../etc/passwd',
          '..\\..\\windows',
          "' OR 1=1 --",
          '%00',
          'x'.repeat(300),
          '中文',
        ]) {
          const res = await send(route, { url: urlOf(route, bad), payload: '{}' });
          expectChineseRefusal(res, `${nameOf(route)} with the id ${JSON.stringify(bad.slice(0, 20))}`);
        }
      }
      const url = `${urlOf(route)}?__proto__=1&constructor[prototype]=x&nul=%00&zz=${'q'.repeat(2000)}`;
      expectChineseRefusal(
        await send(route, { url, payload: '{}' }),
        `${nameOf(route)} with unknown query parameters`,
      );
    }
  }, 240_000);
});
