import { describe, expect, it } from 'vitest';
import { drainAnswers } from '../src/routes/conversation/sse.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { scriptedEngine } from './helpers/scripted-engine.js';
import { openStream, typesOf } from './helpers/sse.js';
import { authHeader, expectError, sharedTestApp } from './helpers/test-app.js';

/** Operations (issue 20): metrics, request ids, and draining answers on shutdown. */
const backends = testBackends();
const METRICS_TOKEN = 'metrics-token-0123456789';

/** One sample's value from the text exposition (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v] as const),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe.each(backends)('metrics on $name', (backend) => {
  const off = sharedTestApp(backend);
  const engine = scriptedEngine();
  const on = conversationApp(backend, engine.engineFor, { METRICS_TOKEN });
  const scrape = async () => {
    const res = await on().app.inject({ url: '/metrics', headers: authHeader(METRICS_TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('without METRICS_TOKEN there is no /metrics', async () => {
    const res = await off().app.inject({ url: '/metrics', headers: authHeader(METRICS_TOKEN) });
    expectError(res, 404, '接口不存在');
  });

  it('with it, only its bearer token reads them', async () => {
    for (const headers of [{}, authHeader('metrics-token-0123456788'), authHeader(`${METRICS_TOKEN}x`)]) {
      expectError(await on().app.inject({ url: '/metrics', headers }), 401, '监控令牌无效');
    }
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status, answers streaming, their first event and duration', async () => {
    const before = (await scrape()).body;
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, 'http_request_duration_seconds_count', labels) ?? 0;
    const userinfo = { route: '/v1/userinfo', method: 'POST', status: '200' };
    const unknown = { route: '(unmatched)', method: 'GET', status: '404' };
    await on().post('/v1/userinfo', {});
    await on().post('/v1/userinfo', {});
    expect((await on().get('/v1/no-such-thing')).statusCode).toBe(404);

    const stream = await openStream(on().baseUrl, '/v1/conversestream/General', authHeader(on().token), {
      userPrompt: '慢慢说',
    });
    await stream.waitFor((e) => e.data.type === 'text');
    const during = (await scrape()).body;
    expect(sample(during, 'answer_streams_open')).toBe(1);
    engine.release();
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');

    const after = (await scrape()).body;
    expect(count(after, userinfo) - count(before, userinfo)).toBe(2);
    expect(count(after, unknown) - count(before, unknown)).toBe(1);
    const streamed = { route: '/v1/conversestream/:category', method: 'POST', status: '200' };
    expect(count(after, streamed) - count(before, streamed)).toBe(1);
    expect(sample(after, 'answer_streams_open')).toBe(0);
    const streams = (text: string, name: string) => sample(text, name) ?? 0;
    expect(
      streams(after, 'answer_first_event_seconds_count') -
        streams(before, 'answer_first_event_seconds_count'),
    ).toBe(1);
    expect(
      streams(after, 'answer_stream_duration_seconds_count') -
        streams(before, 'answer_stream_duration_seconds_count'),
    ).toBe(1);
    // Node's own: event-loop lag and memory; the pool where there is one.
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const pool = sample(after, 'db_pool_connections', { state: 'total' });
    if (backend.name === 'postgres') expect(pool).toBeGreaterThan(0);
    else expect(pool).toBeUndefined();
  });
});

describe.each(backends)('request ids and draining on $name', (backend) => {
  const engine = scriptedEngine();
  const t = conversationApp(backend, engine.engineFor);

  it('keeps an x-request-id that looks like one and returns it; makes one otherwise', async () => {
    const kept = await t().app.inject({ url: '/healthz', headers: { 'x-request-id': 'app-42.7:retry-1' } });
    expect(kept.headers['x-request-id']).toBe('app-42.7:retry-1');
    for (const bad of ['has spaces in it', 'x'.repeat(129), '中文']) {
      const made = await t().app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await t().app.inject({ url: '/healthz' });
    const b = await t().app.inject({ url: '/healthz' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // Also on an answer that streams (the reply is hijacked).
    const stream = await openStream(
      t().baseUrl,
      '/v1/conversestream/General',
      {
        ...authHeader(t().token),
        'x-request-id': 'stream-1',
      },
      { userPrompt: '犹豫期是什么' },
    );
    await stream.done;
    expect(stream.headers.get('x-request-id')).toBe('stream-1');
  });

  it('draining lets the answer in flight finish and refuses new ones with a 503', async () => {
    const stream = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
      userPrompt: '慢一点讲',
    });
    await stream.waitFor((e) => e.data.type === 'text');
    const drained = drainAnswers(t().app, Date.now() + 60_000);
    const refused = await t().post('/v1/converse/General', { userPrompt: '什么是犹豫期' }, t().otherToken);
    expectError(refused, 503, '服务正在重启，请稍后重试');
    expect(refused.headers.connection).toBe('close');
    engine.release();
    // Finished whole, and the drain ended with it (nothing left to cut).
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');
    expect(await drained).toBe(0);
  });
});
