import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../src/server.ts');
// tsx as Node's loader, in the server's own process: a signal reaches the server itself, as with `npm start`
// (scripts/start.mjs). The tsx CLI would run the server as a child of a relay that, 30 ms after passing a
// signal on without hearing back, SIGKILLs it and exits 143 — which a CPU-starved CI machine hit, cutting
// streams mid-write during a graceful shutdown (decision 039).
const tsxLoader = pathToFileURL(path.resolve(here, '../../../../node_modules/tsx/dist/loader.mjs')).href;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number | undefined;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once the output (stdout and stderr) matches `pattern`, as soon as the line arrives. */
  waitForOutput(pattern: RegExp): Promise<void>;
  signal(name: NodeJS.Signals): void;
}

/**
 * Runs the real server entry (`src/server.ts`) as a child process, the way production starts it: node
 * itself runs it with tsx as a loader, so the child is the server — a SIGTERM or SIGKILL reaches it, not
 * a wrapper process that forwards it.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      CATALOGUE_DIR: path.join(os.tmpdir(), 'ba-no-catalogue'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  const append = (d: Buffer) => {
    output += d.toString();
    for (const waiter of waiting.filter((w) => w.pattern.test(output))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid,
    exited,
    output: () => output,
    waitForOutput: (pattern) =>
      pattern.test(output)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
    signal: (name) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
    },
  };
}

export async function waitForHealth(port: number): Promise<void> {
  // Up to a minute: a fresh embedded database takes long to create on a busy 2-core CI machine.
  for (let i = 0; i < 600; i += 1) {
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
