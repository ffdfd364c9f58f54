import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, a random port), so a test can stop
 * and start the database under a running server. The machine's cluster is shared by every test file and
 * by other sessions: it must never be restarted by a test.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops the cluster and removes its folder. */
  destroy(): void;
}

/** The newest installed server's binaries (Debian: /usr/lib/postgresql/<major>/bin), or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const majors = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: then the cluster runs as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('running as root and there is no postgres user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-private-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(bin, tool), args, {
      ...(user ?? {}),
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 60_000,
    });
  // No fsync (-N, -F): the cluster lives for one test; durability is not what is tested.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -F`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  // Fast shutdown: what a restart does to the sessions open (57P01 "terminating connection due to
  // administrator command"), and refused connections until it is back.
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
