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
  // SIGKILL stops the tsx launcher only: the server under it is stopped by the pid in its data lock.
  for (const dir of dirs) {
    const pid = serverPidOf(dir);
    if (pid) process.kill(pid, 'SIGKILL');
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of the server process (not its launcher) holding a data directory, if one does. */
function serverPidOf(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'db', 'broker-assistant.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

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

type Started = Awaited<ReturnType<typeof start>>;

/** A model answer of 300 short parts, streaming on `server` until the third part has arrived. */
async function slowAnswer(server: Started, question: string) {
  const slow = slowText(300, 50);
  model.use([{ kind: 'stream', steps: slow.steps }]);
  const stream = await openStream(server.base, '/v1/conversestream/General', authHeader(server.token), {
    userPrompt: question,
  });
  expect(stream.status, stream.errorBody).toBe(200);
  await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第3段'));
  const meta = at(stream.events, 0);
  const received = () =>
    stream.events
      .filter((e) => e.data.type === 'text')
      .map((e) => e.content)
      .join('');
  return { slow, stream, meta, received };
}

async function historyOf(server: Started, conversationId: string) {
  const res = await fetch(`${server.base}/v1/convhistory/General/${conversationId}`, {
    headers: authHeader(server.token),
  });
  expect(res.status).toBe(200);
  return conversationHistorySchema.parse(await res.json());
}

/** The conversation takes another question at once (no claim left behind), then the server stops. */
async function askAgainAndStop(server: Started, conversationId: string) {
  model.use([{ kind: 'stream', steps: [{ type: 'text', text: '继续说明。' }] }]);
  const again = await openStream(server.base, '/v1/conversestream/General', authHeader(server.token), {
    userPrompt: '继续',
    conversationId,
  });
  await again.done;
  expect(again.status, again.errorBody).toBe(200);
  expect(typesOf(again.events).at(-1)).toBe('end');
  server.server.signal('SIGTERM');
  expect(await server.server.exited, server.server.output()).toBe(0);
  running.splice(running.indexOf(server.server), 1);
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

    const { slow, stream, meta, received: receivedSoFar } = await slowAnswer(first, '详细讲讲重疾险怎么选');
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
    const received = receivedSoFar();
    expect(received.length).toBeGreaterThan(0);
    // The upstream model request was given up too.
    await eventually(() => at(model.requests, 0).disconnected, 'the upstream connection closed');

    const second = await start(dataDir);
    const saved = await historyOf(second, meta.conversationId);
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
    await askAgainAndStop(second, meta.conversationId);
  }, 60_000);

  it('after kill -9 mid-answer the question and the text saved so far are kept, marked unfinished, and the conversation is usable at once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-crash-'));
    dirs.push(dataDir);
    const first = await start(dataDir);

    const { slow, stream, meta, received: receivedSoFar } = await slowAnswer(first, '讲讲医疗险的免赔额');
    // Killed once a batch of the answer has been saved while it streams (seen through the history).
    const savedSoFar = async () => {
      const history = await historyOf(first, meta.conversationId);
      return history.generating && (history.list[1]?.content ?? '').includes('第1段');
    };
    await eventually(savedSoFar, 'a batch of the answer saved while streaming');
    // The server itself, not the tsx launcher in front of it: its pid is in the embedded database's lock.
    const serverPid = serverPidOf(dataDir);
    if (!serverPid) throw new Error('the server holds no data-directory lock');
    const cut = stream.done.catch(() => undefined); // the socket dies with the server
    process.kill(serverPid, 'SIGKILL');
    await first.server.exited;
    running.splice(running.indexOf(first.server), 1);
    await cut;
    const received = receivedSoFar();

    const second = await start(dataDir);
    const saved = await historyOf(second, meta.conversationId);
    // Not shown as still generating: the dead process's claim was released at start-up.
    expect(saved.generating).toBe(false);
    expect(saved.list.map((m) => m.source)).toEqual(['send', 'receive']);
    expect(at(saved.list, 0).content).toBe('讲讲医疗险的免赔额');
    const answer = at(saved.list, 1);
    expect(answer.finished).toBe(false);
    // Saved in batches: something, and only what the model wrote; at most the last batch is lost.
    expect(answer.content).toContain('第1段');
    expect(received.startsWith(answer.content) || answer.content.startsWith(received), answer.content).toBe(
      true,
    );
    expect(slow.text.startsWith(answer.content)).toBe(true);

    // Usable at once: no '对话生成中' for the length of a lapsing claim.
    await askAgainAndStop(second, meta.conversationId);
  }, 60_000);
});
