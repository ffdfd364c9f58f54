import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The proxy configuration compose.yaml ships (deploy/nginx.conf). */
export const NGINX_SITE = path.resolve(here, '../../../../deploy/nginx.conf');

/** The nginx binary (Debian's package), or '' when it is not installed. */
export function findNginx(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
}

/**
 * The shipped site with its upstream servers replaced by `upstreams` (host:port) and its listen port by
 * `port`: everything else (buffering, headers, retries, timeouts) is exactly what production runs.
 */
export function siteFor(port: number, upstreams: string[]): string {
  const site = fs.readFileSync(NGINX_SITE, 'utf8');
  const serverLine = /^([ \t]*)server[ \t]+[^\s;]+:\d+([^;\n]*);\n/gm;
  if (!serverLine.test(site)) throw new Error('deploy/nginx.conf has no upstream server lines');
  if (!/^\s*listen 80;$/m.test(site)) throw new Error('deploy/nginx.conf does not listen on 80');
  let index = 0;
  return site
    .replace(serverLine, (_line, indent: string, options: string) =>
      index++ === 0 ? upstreams.map((u) => `${indent}server ${u}${options};\n`).join('') : '',
    )
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

export interface RunningNginx {
  base: string;
  /** Lines of the access log so far: `status method uri upstream_addr request_id`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with its own prefix in a temporary folder (pid, logs and temp paths
 * there, nothing under /etc or /var), never as a system service. Resolves once it accepts connections.
 */
export async function startNginx(binary: string, port: number, upstreams: string[]): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-nginx-'));
  // Workers of a root master run as `nobody`: they must reach the prefix.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteFor(port, upstreams));
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    log_format upstreams '$status $request_method $uri $upstream_addr $broker_request_id';
    access_log ${prefix}/logs/access.log upstreams;
    include ${prefix}/site.conf;
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(`${base}/metrics`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx never listened: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const accessFile = path.join(prefix, 'logs', 'access.log');
  return {
    base,
    accessLog: () =>
      fs.existsSync(accessFile) ? fs.readFileSync(accessFile, 'utf8').split('\n').filter(Boolean) : [],
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
