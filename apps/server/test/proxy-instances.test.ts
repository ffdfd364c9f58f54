import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, slowText, startScriptedModel, type ScriptedModel } from './helpers/fake-model.js';
import {
  answerFor,
  call,
  historyOf,
  instancesOnPostgres,
  instancesSkipReason,
  signIn,
  TESTED_TOPOLOGY,
} from './helpers/instances.js';
import { findNginx, startNginx, type RunningNginx } from './helpers/nginx.js';
import { startObjectStore, type TestObjectStore } from './helpers/object-store.js';
import { freePort } from './helpers/server-process.js';
import { openStream } from './helpers/sse.js';

/**
 * The deployed topology (issue 20, README "Beyond one machine"): nginx from Debian's packages with the
 * shipped site (deploy/nginx.conf) in front of two instances on PostgreSQL, Redis and an S3-compatible
 * store. Everything goes through the proxy, as a browser's requests do.
 */
const nginx = findNginx();
// CI installs nginx (.ci/run): there its absence is a failure, not a skip.
if (!nginx && process.env.CI) throw new Error('nginx is required in CI (apt-get install nginx)');
const skip = (await instancesSkipReason()) || (nginx ? '' : 'nginx is not installed (apt-get install nginx)');
if (skip) console.log(`[proxy] reverse-proxy tests skipped: ${skip}`);

const METRICS_TOKEN = 'proxy-test-metrics-token';
// A few bytes, then a long pause: a buffering proxy holds them until the pause ends (its buffers are
// 4–8 KB; the heartbeats in the pause are 8 bytes each).
const PAUSED = {
  kind: 'stream' as const,
  steps: [
    { type: 'text' as const, text: '开头。' },
    { type: 'delay' as const, ms: 30_000 },
    { type: 'text' as const, text: '结尾。' },
  ],
};
// A short answer (about 1.5 s) for the client that stops reading while it is written.
const SHORT = slowText(15, 100);
const answerOf = (prompt: string) =>
  prompt.includes('停顿')
    ? PAUSED
    : prompt.includes('简短')
      ? { kind: 'stream' as const, steps: SHORT.steps }
      : answerFor(prompt);

describe.skipIf(skip !== '')('nginx in front of two instances', () => {
  const topology = instancesOnPostgres('proxy');
  let model: ScriptedModel;
  let store: TestObjectStore;
  let proxy: RunningNginx;
  const via = () => proxy.base;

  beforeAll(async () => {
    await topology.prepare();
    model = await startScriptedModel();
    model.use((request) => answerOf(JSON.stringify(request.messages.at(-1)?.content ?? '')));
    store = await startObjectStore();
    const started = await topology.start(
      TESTED_TOPOLOGY.instances,
      () => ({ LLM_BASE_URL: model.url, LLM_MODELS: 'fake-slow', STREAM_HEARTBEAT_MS: '1000' }),
      { store: store.env, metricsToken: METRICS_TOKEN },
    );
    proxy = await startNginx(
      nginx,
      await freePort(),
      started.map((i) => `127.0.0.1:${i.port}`),
    );
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await topology.close();
    await store?.stop();
    await model?.close();
  }, 60_000);

  const history = (token: string, id: string) => historyOf(via(), token, id);
  const upstreamsOf = (uri: string) =>
    new Set(
      proxy
        .accessLog()
        .map((line) => line.split(' '))
        .filter(([status, , path]) => status === '200' && path === uri)
        .map(([, , , upstream]) => upstream),
    );

  it('serves one session from both instances, and each reports the shared topology', async () => {
    const token = await signIn(via());
    for (let i = 0; i < 6; i += 1)
      expect((await call(via(), 'POST', '/v1/userinfo', token)).status).toBe(200);
    // Round robin: the one session was served by both upstreams.
    expect(upstreamsOf('/v1/userinfo')).toEqual(
      new Set(topology.instances.map((i) => `127.0.0.1:${i.port}`)),
    );
    for (let i = 0; i < 2; i += 1) {
      const ready = await call(via(), 'GET', '/readyz');
      expect(ready.json).toEqual({
        status: 'ok',
        mode: 'redis',
        database: 'postgres',
        redis: 'ok',
        store: { provider: 's3', status: 'ok' },
      });
    }
    // Metrics are for the scraper inside the network (each instance, with the token), not the proxy's.
    const scrape = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
    expect((await fetch(`${via()}/metrics`, scrape)).status).toBe(404);
    for (const instance of topology.instances) {
      const metrics = await fetch(`${instance.base}/metrics`, scrape);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(
        /^http_request_duration_seconds_count\{route="\/v1\/userinfo",method="POST",status="200"\} [1-9]/m,
      );
    }
  });

  it('passes the request id through: the client’s kept, otherwise the proxy’s, returned in the response', async () => {
    const given = await fetch(`${via()}/healthz`, { headers: { 'x-request-id': 'agent-app-1234' } });
    expect(given.headers.get('x-request-id')).toBe('agent-app-1234');
    const made = await fetch(`${via()}/healthz`);
    const id = made.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The same id the proxy logged.
    expect(proxy.accessLog().some((line) => line.endsWith(` ${id}`))).toBe(true);
  });

  it('streams an answer unbuffered: an event arrives while the answer pauses, and a stop said through the proxy ends it', async () => {
    const token = await signIn(via());
    const stream = await openStream(
      via(),
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请停顿一下再讲重疾险',
      },
    );
    expect(stream.status, stream.errorBody).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let ended = false;
    void stream.done.finally(() => (ended = true));
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('开头'));
    // Arrived alone, in the pause: not held back until the rest came.
    expect(stream.events.some((e) => e.content.includes('结尾'))).toBe(false);
    expect(ended).toBe(false);
    const conversationId = stream.events[0]?.conversationId ?? '';

    expect((await call(via(), 'POST', `/v1/convstop/${conversationId}`, token)).status).toBe(200);
    await stream.done;
    expect(stream.events.some((e) => e.content.includes('结尾'))).toBe(false);
    let saved = await history(token, conversationId);
    await eventually(async () => {
      saved = await history(token, conversationId);
      return !saved.generating;
    }, 'the claim was released');
    expect(saved.list.at(-1)).toMatchObject({ finished: false, content: '开头。' });
  });

  it('a client that leaves mid-answer stops it on the instance behind the proxy', async () => {
    const token = await signIn(via());
    const asked = model.requests.length;
    const stream = await openStream(
      via(),
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请慢慢讲讲医疗险',
      },
    );
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第2段'));
    const conversationId = stream.events[0]?.conversationId ?? '';
    stream.abort();
    await stream.done;
    // nginx closes its upstream connection; the instance stops the model and keeps what was written.
    await eventually(() => model.requests[asked]?.disconnected === true, 'the model request was given up');
    await eventually(
      async () => !(await history(token, conversationId)).generating,
      'the claim was released',
    );
    const saved = await history(token, conversationId);
    expect(saved.list.map((m) => m.source)).toEqual(['send', 'receive']);
    expect(saved.list[1]).toMatchObject({ finished: false });
    expect(saved.list[1]?.content).toContain('第2段');
  });

  // Issue 20's "a client whose stream is cut reconnects to another instance": what it gets is the saved
  // answer, read from the conversation's history on whichever instance it reaches (decision 046).
  const savedOnEvery = async (token: string, conversationId: string) => {
    const views = await Promise.all(
      topology.instances.map(async (i) => {
        let view = await historyOf(i.base, token, conversationId);
        await eventually(async () => {
          view = await historyOf(i.base, token, conversationId);
          return !view.generating;
        }, `${i.name} sees the answer no longer generating`);
        return view.list.at(-1);
      }),
    );
    expect(views[1]).toEqual(views[0]);
    return views[0];
  };

  it('a client cut off mid-answer reads, from any instance, everything it had been sent, marked unfinished', async () => {
    const token = await signIn(via());
    const stream = await openStream(
      via(),
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请慢慢讲讲意外险',
      },
    );
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第3段'));
    stream.abort();
    await stream.done;
    const received = stream.events
      .filter((e) => e.data.type === 'text')
      .map((e) => e.content)
      .join('');
    const saved = await savedOnEvery(token, stream.events[0]?.conversationId ?? '');
    expect(saved?.finished).toBe(false);
    // Nothing the client saw is missing (the stop saves the whole text streamed, not the last batch).
    expect(saved?.content.startsWith(received)).toBe(true);
  });

  it('a client whose stream stalls (the server still writing) gets the whole answer from any instance once it is written', async () => {
    const token = await signIn(via());
    const stream = await openStream(
      via(),
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请简短讲讲寿险',
      },
    );
    await stream.waitFor((e) => e.data.type === 'meta');
    // The client gives up on its stream (to it, stalled: a proxy holding bytes, an app in the background)
    // while the server keeps writing, and asks the history on every instance, as the web client polls.
    const saved = await savedOnEvery(token, stream.events[0]?.conversationId ?? '');
    expect(saved).toMatchObject({ finished: true, success: true, content: SHORT.text });
    stream.abort();
  });
});
