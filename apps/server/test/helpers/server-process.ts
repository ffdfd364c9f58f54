import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../src/server.ts');
const tsx = path.resolve(here, '../../../../node_modules/.bin/tsx');

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
 * Runs the real server entry (`src/server.ts`) as a child process, the way production starts it. With
 * `direct`, node itself runs it (tsx as a loader): the child is the server, so a SIGKILL reaches it
 * rather than tsx's wrapper process.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { direct?: boolean } = {},
): ServerProcess {
  const [command, args] = options.direct
    ? [process.execPath, ['--import', 'tsx', serverEntry]]
    : [tsx, [serverEntry]];
  const child = spawn(command, args, {
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
