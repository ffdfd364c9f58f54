import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conversationHistorySchema } from '@broker/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { at } from './helpers/catalogue.js';
import { eventually, slowText, startScriptedModel } from './helpers/fake-model.js';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from './helpers/server-process.js';
import { openStream, typesOf } from './helpers/sse.js';
import { authHeader, DEMO_AGENT } from './helpers/test-app.js';

const model = await startScriptedModel();
const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(() => model.close());
afterEach(async () => {
  // A process a failed test left behind is stopped (by its own handle, never by name).
  for (const server of running.splice(0)) {
    server.signal('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SHUTDOWN_TIMEOUT_MS = 8000;

async function start(dataDir: string, shutdownTimeoutMs = SHUTDOWN_TIMEOUT_MS) {
  const port = await freePort();
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'sk-test-key',
    LLM_MODELS: 'fake-pro',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
  });
  running.push(server);
  await waitForHealth(port);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workId: DEMO_AGENT.workId, password: DEMO_AGENT.password }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { server, base, token };
}

describe('shutting down during a model answer', () => {
  it('on SIGTERM stops listening and lets an answer in flight finish within SHUTDOWN_TIMEOUT_MS', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-shutdown-'));
    dirs.push(dataDir);
    // Answers get all but 5 s of a minute: this one (about 4 s) finishes well inside.
    const first = await start(dataDir, 60_000);
    const slow = slowText(40, 100);
    model.use([{ kind: 'stream', steps: slow.steps }]);
    const stream = await openStream(first.base, '/v1/conversestream/General', authHeader(first.token), {
      userPrompt: '讲讲定期寿险',
    });
    expect(stream.status, stream.errorBody).toBe(200);
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第2段'));
    first.server.signal('SIGTERM');
    // New connections are refused at once (a proxy sends them to another instance) …
    await eventually(
      () =>
        fetch(`${first.base}/healthz`).then(
          () => false,
          () => true,
        ),
      'the listener closed',
    );
    // … while the answer goes on to its end, and then the process exits cleanly.
    await stream.done;
    expect(typesOf(stream.events).at(-1)).toBe('end');
    expect(await first.server.exited, first.server.output()).toBe(0);
    running.splice(running.indexOf(first.server), 1);
    const text = stream.events
      .filter((e) => e.data.type === 'text')
      .map((e) => e.content)
      .join('');
    expect(text).toBe(slow.text);
  }, 60_000);

  it('on SIGTERM stops the stream, saves the partial answer and exits; it is there after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-shutdown-'));
    dirs.push(dataDir);
    const first = await start(dataDir);

    const slow = slowText(300, 50);
    model.use([{ kind: 'stream', steps: slow.steps }]);
    const stream = await openStream(first.base, '/v1/conversestream/General', authHeader(first.token), {
      userPrompt: '详细讲讲重疾险怎么选',
    });
    expect(stream.status, stream.errorBody).toBe(200);
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第3段'));
    const meta = at(stream.events, 0);
    expect(meta.data.cm).toBe('fake-pro');

    first.server.signal('SIGTERM');
    // The stream ends (the client is not left hanging) and the process exits on its own: code 0, not
    // the forced exit(1) of SHUTDOWN_TIMEOUT_MS.
    await stream.done;
    const code = await first.server.exited;
    expect(code, first.server.output()).toBe(0);
    running.splice(running.indexOf(first.server), 1);
    // Cut off, not completed: no `end` event (decision 008).
    expect(typesOf(stream.events)).not.toContain('end');
    const received = stream.events
      .filter((e) => e.data.type === 'text')
      .map((e) => e.content)
      .join('');
    expect(received.length).toBeGreaterThan(0);
    // The upstream model request was given up too.
    await eventually(() => at(model.requests, 0).disconnected, 'the upstream connection closed');

    const second = await start(dataDir);
    const res = await fetch(`${second.base}/v1/convhistory/General/${meta.conversationId}`, {
      headers: authHeader(second.token),
    });
    expect(res.status).toBe(200);
    const saved = conversationHistorySchema.parse(await res.json());
    expect(saved.generating).toBe(false);
    expect(saved.list.map((m) => m.source)).toEqual(['send', 'receive']);
    expect(at(saved.list, 0).content).toBe('详细讲讲重疾险怎么选');
    const answer = at(saved.list, 1);
    expect(answer).toMatchObject({ finished: false, cm: 'fake-pro' });
    // Nothing the agent saw is lost, and nothing the model did not write is there.
    expect(answer.content.startsWith(received), answer.content).toBe(true);
    expect(slow.text.startsWith(answer.content)).toBe(true);
    expect(answer.content.length).toBeLessThan(slow.text.length);

    // The conversation can be asked again after the restart (no claim left behind).
    model.use([{ kind: 'stream', steps: [{ type: 'text', text: '继续说明。' }] }]);
    const again = await openStream(second.base, '/v1/conversestream/General', authHeader(second.token), {
      userPrompt: '继续',
      conversationId: meta.conversationId,
    });
    await again.done;
    expect(again.status, again.errorBody).toBe(200);
    expect(typesOf(again.events).at(-1)).toBe('end');

    second.server.signal('SIGTERM');
    expect(await second.server.exited, second.server.output()).toBe(0);
    running.splice(running.indexOf(second.server), 1);
  }, 60_000);
});
