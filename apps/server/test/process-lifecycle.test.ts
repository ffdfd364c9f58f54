import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../src/server.ts');
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const dirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-proc-'));
  dirs.push(dir);
  return dir;
}

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, [serverEntry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      // No demo catalogue on first start: it would only slow the start these tests wait for.
      CATALOGUE_DIR: path.join(os.tmpdir(), 'ba-no-catalogue'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} never became healthy`);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('on SIGTERM finishes the request in flight, then exits and closes the embedded database', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const lockFile = path.join(dataDir, 'db', 'broker-assistant.pid');
    expect(fs.existsSync(lockFile)).toBe(true);

    // A sign-in spends tens of milliseconds hashing: the signal lands while it is in flight.
    const inFlight = fetch(`http://127.0.0.1:${port}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
  }, 30_000);

  it('refuses a second process on the same embedded database', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('正被进程');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 30_000);
});
