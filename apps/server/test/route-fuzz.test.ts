import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/plugins/route-table.js';
import { testBackends } from './helpers/databases.js';
import { routeRequests, seedOf, type FuzzRequest } from './helpers/route-fuzz.js';
import { apiKeyHeader, authHeader, DEMO_AGENT, sharedTestApp } from './helpers/test-app.js';

/**
 * A property-based fuzz corpus over every registered route (decision 037), generated from the route
 * table and each route's zod schemas, so a route added later is fuzzed unasked. Seeded: a failure
 * names its seed and replays with FUZZ_SEED; FUZZ_RUNS raises the requests per route.
 * Property: never a 5xx, never a hang, and every 4xx carries a Chinese `detail`.
 */

const backends = testBackends();
const SEED = Number(process.env.FUZZ_SEED ?? 21);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
/** A request still unanswered after this long counts as a hang. */
const HANG_MS = 15_000;
const CHINESE = /[\u4e00-\u9fff]/;

function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  let detail: unknown;
  try {
    detail = res.json<{ detail?: unknown }>().detail;
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  return typeof detail === 'string' && CHINESE.test(detail)
    ? undefined
    : `${res.statusCode} without a Chinese detail: ${res.body.slice(0, 200)}`;
}

describe.each(backends)('fuzzing every route on $name', (backend) => {
  const t = sharedTestApp(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '10000' });

  it(`${RUNS} generated hostile requests per route: no 5xx, no hang, a Chinese detail on every 4xx`, async () => {
    const token = await t().login();
    const key = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    const callerOf = async (route: ApiRoute): Promise<Record<string, string>> =>
      route.config.public
        ? {}
        : route.config.auth === 'apiKey'
          ? key
          : // Signing out ends the session it is given: that route gets a session of its own each time.
            authHeader(route.url === '/v1/logout' ? await t().login() : token);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = Date.now();
    for (const route of t().app.apiRoutes) {
      const seed = seedOf(SEED, route);
      const requests = fc.sample(routeRequests(route, await callerOf(route)), { seed, numRuns: RUNS });
      for (const [index, request] of requests.entries()) {
        if (route.url === '/v1/logout') Object.assign(request.headers, await callerOf(route));
        const { status, problem } = await send(request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        sent += 1;
        if (problem) {
          failures.push(`${route.method} ${route.url} [seed ${seed} #${index}] ${request.what} → ${problem}`);
        }
      }
    }
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `route fuzz (${backend.name}, seed ${SEED}): ${sent} requests over ${t().app.apiRoutes.length} routes ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s: ${tally.join(' ')}`,
    );
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);

    async function send(request: FuzzRequest): Promise<{ status: number; problem?: string }> {
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<{ status: number; problem: string }>((resolve) => {
        timer = setTimeout(() => resolve({ status: 0, problem: `no answer within ${HANG_MS} ms` }), HANG_MS);
      });
      try {
        const answer = t()
          .app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          })
          .then(
            (res) => ({ status: res.statusCode, problem: problemOf(res) }),
            (error: unknown) => ({ status: -1, problem: `inject failed: ${String(error).slice(0, 200)}` }),
          );
        return await Promise.race([answer, hang]);
      } finally {
        clearTimeout(timer);
      }
    }
  }, 300_000);
});
