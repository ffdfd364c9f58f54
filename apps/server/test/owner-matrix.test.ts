import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { ID_FIELD, NOT_OWNED, OWNED_RESOURCES, type Actor, type Ids } from './helpers/owned-resources.js';
import { jsonSchemaOf } from './helpers/route-fuzz.js';
import {
  apiKeyHeader,
  authHeader,
  createUser,
  DEMO_AGENT,
  disableUser,
  sharedTestApp,
} from './helpers/test-app.js';
import type { ApiRoute } from '../src/plugins/route-table.js';

/**
 * The owner matrix (issue 21, decision 037): agent B tries every route that takes an id on each of
 * agent A's resources (registered in helpers/owned-resources.ts) and gets a 404 or 403 with a Chinese
 * reason — or, where a route answers B about B's own things, nothing of A's. A's resources are
 * unchanged afterwards. Routes taking an id are found in the route table: one not registered fails.
 */

const backends = testBackends();
const temp = tempFolder();
const CHINESE = /[\u4e00-\u9fff]/;
/** Every text A writes carries this, so it shows if it reaches B. */
const A_MARK = '甲的';
const nameOf = (route: ApiRoute) => `${route.method} ${route.url}`;

/** Whether a route names a resource by id: a path parameter, or an id-like body or query field. */
function takesId(route: ApiRoute): boolean {
  if (route.url.includes(':')) return true;
  return (['body', 'querystring'] as const).some((part) =>
    Object.keys(jsonSchemaOf(route, part)?.properties ?? {}).some((field) => ID_FIELD.test(field)),
  );
}

function expectNoLeak(res: LightMyRequestResponse, ids: Ids, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode === 403 || res.statusCode === 404) {
    const detail = res.json<{ detail?: unknown }>().detail;
    expect(typeof detail === 'string' && CHINESE.test(detail), `${what}: ${res.body.slice(0, 200)}`).toBe(
      true,
    );
    return;
  }
  // Anything else B gets (its own empty list, a new thing of its own, a validation error) holds nothing of A's.
  const text = res.body;
  for (const value of [...Object.values(ids), A_MARK]) {
    expect(text.includes(value), `${what} → ${res.statusCode} leaks ${value}: ${text.slice(0, 300)}`).toBe(
      false,
    );
  }
}

describe.each(backends)('owner matrix on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir, CHAT_RATE_LIMIT_PER_MINUTE: '10000' });
  const actors = async (): Promise<{ a: Actor; b: Actor; tokenB: string }> => {
    await createUser(t().database, { workId: 'OWNB01', password: 'password123' }).catch(() => undefined);
    const tokenA = await t().login();
    const tokenB = await t().login('OWNB01', 'password123');
    const keyA = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    const keyB = await apiKeyHeader(t().database, 'OWNB01');
    const actor = (token: string, key: Record<string, string>): Actor => ({
      app: t().app,
      headers: (kind = 'session') => (kind === 'apiKey' ? key : authHeader(token)),
    });
    return { a: actor(tokenA, keyA), b: actor(tokenB, keyB), tokenB };
  };

  it('every route taking an id is in the matrix or named as not owned', () => {
    const routes = t().app.apiRoutes.filter((r) => !r.config.public);
    const names = new Set(t().app.apiRoutes.map(nameOf));
    const covered = new Set([
      ...OWNED_RESOURCES.flatMap((r) => r.attempts.map((a) => a.route)),
      ...Object.keys(NOT_OWNED),
    ]);
    expect(
      routes
        .filter(takesId)
        .map(nameOf)
        .filter((n) => !covered.has(n)),
    ).toEqual([]);
    // And the matrix names only routes that exist.
    expect([...covered].filter((n) => !names.has(n))).toEqual([]);
  });

  it.each(OWNED_RESOURCES.map((r) => [r.name, r] as const))(
    "B cannot read, change or delete A's %s",
    async (_name, resource) => {
      const { a, b } = await actors();
      const ids = await resource.create(a);
      const before = await resource.view(a, ids);
      for (const attempt of resource.attempts) {
        const route = t().app.apiRoutes.find((r) => nameOf(r) === attempt.route);
        const kind = route?.config.auth === 'apiKey' ? 'apiKey' : 'session';
        const res = await b.app.inject({
          method: (route?.method ?? 'GET') as 'GET',
          url: attempt.url(ids),
          headers: b.headers(kind),
          ...(attempt.payload && { payload: attempt.payload(ids) }),
        });
        expectNoLeak(res, ids, `B: ${attempt.route} ${attempt.url(ids)}`);
      }
      expect(await resource.view(a, ids), `A's ${resource.name} changed`).toBe(before);
    },
    60_000,
  );

  it("B's lists hold nothing of A's", async () => {
    const { a, b } = await actors();
    const all: Ids = {};
    for (const resource of OWNED_RESOURCES) {
      for (const [k, v] of Object.entries(await resource.create(a))) all[`${resource.name} ${k}`] = v;
    }
    const lists = t().app.apiRoutes.filter(
      (r) => !r.config.public && r.method === 'GET' && !r.url.includes(':'),
    );
    for (const route of lists) {
      const res = await b.app.inject({
        method: 'GET',
        url: route.url,
        headers: b.headers(route.config.auth === 'apiKey' ? 'apiKey' : 'session'),
      });
      expectNoLeak(res, all, `B: ${nameOf(route)}`);
    }
    for (const category of ['MyBA_Common', 'General']) {
      expectNoLeak(
        await b.app.inject({ method: 'GET', url: `/v1/convlist/${category}`, headers: b.headers() }),
        all,
        `B: convlist ${category}`,
      );
    }
  }, 120_000);

  it("a disabled account's session and API key open no route", async () => {
    await createUser(t().database, { workId: 'OWNOFF', password: 'password123' });
    const token = await t().login('OWNOFF', 'password123');
    const key = await apiKeyHeader(t().database, 'OWNOFF');
    await disableUser(t().database, 'OWNOFF');
    for (const route of t().app.apiRoutes.filter((r) => !r.config.public)) {
      const res = await t().app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'MyBA_Common'),
        headers: route.config.auth === 'apiKey' ? key : authHeader(token),
        ...(route.method !== 'GET' &&
          route.method !== 'DELETE' &&
          !route.config.docs?.consumes && { payload: {} }),
      });
      expect([401, 403], `${nameOf(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
        res.statusCode,
      );
      expect(res.json<{ detail: string }>().detail, nameOf(route)).toMatch(CHINESE);
    }
  });
});
