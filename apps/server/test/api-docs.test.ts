import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undocumented } from '../src/routes/api-docs/openapi-document.js';
import { testBackends } from './helpers/databases.js';
import { sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();

type Content = Record<string, { schema?: Record<string, unknown> }>;
type Operation = {
  security: object[];
  parameters: object[];
  requestBody?: { content: Content };
  responses: Record<string, { content: Content }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe.each(backends)('the API document on $name', (backend) => {
  const t = sharedTestApp(backend);

  it('every registered route documents its parameters, body and success', () => {
    const routes = t().app.apiRoutes;
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes
      .map((route) => [`${route.method} ${route.url}`, undocumented(route)] as const)
      .filter(([, reasons]) => reasons.length > 0);
    expect(missing).toEqual([]);
  });

  it('serves OpenAPI 3.1 with every route, its auth and its schemas, without signing in', async () => {
    const res = await t().app.inject({ url: '/openapi/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = t().app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual([...new Set(registered)].sort());

    const op = (path: string, method: string) => {
      const found = document.paths[path]?.[method];
      if (!found) throw new Error(`${method} ${path} is not documented`);
      return found;
    };
    // The app's, the open API's and the share pages' calls, each with its own authentication.
    const login = op('/v1/login', 'post');
    expect(login.security).toEqual([]);
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['workId', 'password']),
    });
    expect(op('/v1/convhistory/{category}/{conversationId}', 'get')).toMatchObject({
      security: [{ session: [] }],
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'conversationId', in: 'path', required: true }),
        expect.objectContaining({ name: 'page', in: 'query', required: false }),
      ]),
    });
    expect(op('/openapi/v1/chat/completions', 'post').security).toEqual([
      { apiKeyBearer: [] },
      { apiKeyHeader: [] },
    ]);
    expect(op('/v1/prodcompare/retrieve_result/{id}', 'get').security).toEqual([]);
    expect(op('/v1/conversestream/{category}', 'post').responses['200']?.content).toEqual({
      'text/event-stream': {},
    });
    expect(op('/v1/userinfo', 'post').responses.default?.content['application/json']?.schema).toMatchObject({
      properties: { detail: { type: 'string' } },
    });
  });

  it('serves a readable page of the same document that needs nothing from the network', async () => {
    const res = await t().app.inject({ url: '/openapi/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    for (const route of t().app.apiRoutes) {
      expect(html, route.url).toContain(`<code>${route.url.replace(/:(\w+)/g, '{$1}')}</code>`);
    }
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
    expect(html).toContain('开放接口（API 密钥）');
    expect(html).toContain('请求体');
  });

  it('the check fails a route without schemas', () => {
    const route = { method: 'POST', url: '/v1/things/:id', schema: undefined, config: {} };
    expect(undocumented(route)).toHaveLength(3);
    const described = {
      ...route,
      schema: { params: z.object({ id: z.string() }), body: z.object({}), response: { 200: z.object({}) } },
    };
    expect(undocumented(described)).toEqual([]);
  });
});
