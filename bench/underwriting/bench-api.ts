// The real server in-process (embedded database in a temporary folder, the demo catalogue), signed in
// as the demo agent, and the file calls an agent's phone makes: upload, parse, poll.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openConfiguredDatabase, prepareToServe } from '../../apps/server/src/start-up.js';
import { NO_REQUEST_LIMITS } from '../limits.js';

export async function startBenchApi() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-uw-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...NO_REQUEST_LIMITS });
  const database = await openConfiguredDatabase(config);
  const app = await build(config, { database, logger: false });
  app.addHook('onClose', () => database.close());
  await prepareToServe(database.db, config, app.log);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const json = { authorization: token, 'content-type': 'application/json' };
  const post = (url: string, body: object) =>
    fetch(`${address}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });

  /** GET /v1/sts, then PUT the bytes where it says. */
  async function upload(body: Buffer, name = 'a4.jpg'): Promise<{ path: string; ms: number }> {
    const started = performance.now();
    const res = await fetch(`${address}/v1/sts?name=${encodeURIComponent(name)}`, { headers: json });
    const slot = (await res.json()) as { uploadUrl: string; headers: Record<string, string> };
    const put = await fetch(`${address}${slot.uploadUrl}`, {
      method: 'PUT',
      headers: slot.headers,
      body: new Uint8Array(body),
    });
    const file = (await put.json()) as { path: string };
    return { path: file.path, ms: performance.now() - started };
  }
  const parse = (filePath: string) => post('/v1/parse', { file_path: filePath });
  /** Polls /v1/task/status every `everyMs` until the file is read; its text. */
  async function waitDone(filePath: string, everyMs = 100): Promise<string> {
    for (;;) {
      const res = await post('/v1/task/status', { task_ids: [filePath] });
      const task = ((await res.json()) as { tasks: { status: string; text?: string; reason?: string }[] })
        .tasks[0];
      if (task?.status === 'done') return task.text ?? '';
      if (task?.status === 'failed') throw new Error(task.reason);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
  async function close() {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { address, json, post, upload, parse, waitDone, close };
}
