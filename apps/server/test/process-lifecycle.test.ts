import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess as startServer, waitForHealth } from './helpers/server-process.js';

const dirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-proc-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('on SIGTERM finishes the request in flight, then exits and closes the embedded database', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    // At info level the server logs each request it has accepted ('incoming request').
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await waitForHealth(port);
    const lockFile = path.join(dataDir, 'db', 'broker-assistant.pid');
    expect(fs.existsSync(lockFile)).toBe(true);

    // A sign-in spends tens of milliseconds hashing: the signal is sent the moment the server says it
    // has the request (a fixed few milliseconds could land before it was accepted, on a busy machine).
    const inFlight = fetch(`http://127.0.0.1:${port}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
    });
    await server.waitForOutput(
      /"msg":"incoming request".*"url":"\/v1\/login"|"url":"\/v1\/login".*"msg":"incoming request"/,
    );
    server.signal('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
  }, 90_000);

  it('refuses a second process on the same embedded database', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('正被进程');
    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 90_000);
});
