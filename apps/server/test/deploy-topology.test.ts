import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, loadConfig } from '../src/config.js';
import { deploymentEnv, TESTED_TOPOLOGY } from './helpers/instances.js';
import { NGINX_SITE } from './helpers/nginx.js';

/**
 * Docker is not on the machines that test this repository: compose.yaml and the Dockerfile are kept
 * the same as the topology proxy-instances.test.ts runs by checking that they name the same services,
 * variables and ports (issue 20).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const site = fs.readFileSync(NGINX_SITE, 'utf8');
const dockerfile = read('Dockerfile');

describe('compose.yaml and the tested topology', () => {
  it('name the same services (one-shot set-up jobs aside)', () => {
    const running = Object.entries(compose.services)
      .filter(([, s]) => (s as { restart?: string }).restart !== 'no')
      .map(([name]) => name)
      .sort();
    expect(running).toEqual([...TESTED_TOPOLOGY.instances, ...Object.keys(TESTED_TOPOLOGY.services)].sort());
  });

  it('give every instance the variables the tested instances get, each one the server reads', () => {
    const tested = Object.keys(
      deploymentEnv({
        port: 1,
        dataDir: '/data',
        databaseUrl: 'postgres://x',
        redisPrefix: 'p:',
        metricsToken: 'token',
        store: {
          S3_ENDPOINT: 'http://s3',
          S3_BUCKET: 'b',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
          S3_REGION: 'r',
          S3_FORCE_PATH_STYLE: 'true',
        },
      }),
    ).sort();
    const known = Object.keys(envSchema.shape);
    for (const name of TESTED_TOPOLOGY.instances) {
      const env = service(name).environment ?? {};
      expect(Object.keys(env).sort(), name).toEqual(tested);
      expect(Object.keys(env).filter((v) => !known.includes(v))).toEqual([]);
      expect(env).toMatchObject({
        PORT: String(TESTED_TOPOLOGY.instancePort),
        TRUST_PROXY: 'true',
        S3_FORCE_PATH_STYLE: 'true',
      });
      // Shared: PostgreSQL, Redis and the store are the compose services of those names.
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      // Shutdown lets answers finish before Docker's SIGKILL.
      expect(Number.parseInt(service(name).stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(
        Number(env.SHUTDOWN_TIMEOUT_MS),
      );
    }
  });

  it('point the proxy at every instance on the port it listens on, with the tested site', () => {
    const upstreams = [...site.matchAll(/^\s*server\s+([\w.-]+):(\d+)\b/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstreams).toEqual(TESTED_TOPOLOGY.instances.map((i) => `${i}:${TESTED_TOPOLOGY.instancePort}`));
    expect(site).toMatch(/^\s*listen 80;$/m);
    const nginx = service('nginx');
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(nginx.ports).toEqual(['8080:80']);
    // The store is published where S3_PUBLIC_ENDPOINT says browsers find it.
    expect(service('minio').ports).toContain('9000:9000');
    expect(service('app1').environment?.S3_PUBLIC_ENDPOINT).toMatch(/localhost:9000\}?$/);
  });

  it('build the instances from the Dockerfile: multi-stage, web prebuilt, not root, with a health check', () => {
    for (const name of TESTED_TOPOLOGY.instances) expect(service(name).build).toBe('.');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^COPY --from=web \/app\/apps\/web\/dist apps\/web\/dist$/m);
    const users = [...dockerfile.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBe('node');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/healthz/m);
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${TESTED_TOPOLOGY.instancePort}$`, 'm'));
    expect(dockerfile).toMatch(new RegExp(`PORT=${TESTED_TOPOLOGY.instancePort}\\b`));
    // node runs the server itself, so SIGTERM reaches it (graceful shutdown).
    expect(dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "apps\/server\/src\/server\.ts"\]$/m);
    // Everything the server reads at run time is in the image.
    for (const copied of ['apps/server/src', 'apps/server/drizzle', 'packages', 'data'])
      expect(dockerfile).toMatch(new RegExp(`^COPY ${copied} ${copied}$`, 'm'));
  });

  it('give the proxy timeouts that fit the instances behind it (proxy-slow-sockets.test.ts runs them)', () => {
    // What every instance of compose.yaml runs with (its environment sets none of these).
    const config = loadConfig({ TRUST_PROXY: 'true' });
    const [upstreamBlock = '', serverBlock = ''] = site.split(/^server \{$/m);
    const seconds = (block: string, directive: string) =>
      Number(new RegExp(`^\\s*${directive} (\\d+)s;$`, 'm').exec(block)?.[1] ?? NaN) * 1000;
    // nginx drops an idle connection to an instance before the instance does (no 502 on a reused one).
    expect(seconds(upstreamBlock, 'keepalive_timeout')).toBeLessThan(config.http.keepAliveTimeoutMs);
    // Slow headers are cut no later than the app would cut them; answer streams' heartbeats keep
    // them well inside the read timeout.
    expect(seconds(serverBlock, 'client_header_timeout')).toBeLessThanOrEqual(config.http.headersTimeoutMs);
    expect(seconds(serverBlock, 'proxy_read_timeout')).toBeGreaterThanOrEqual(
      4 * config.conversation.heartbeatMs,
    );
    // Behind the proxy the app's per-address cap is off (every socket is the proxy's): the proxy caps.
    expect(config.http.maxConnectionsPerAddress).toBe(0);
    expect(serverBlock).toMatch(/^\s*limit_conn per_address \d+;$/m);
    expect(upstreamBlock).toMatch(/^limit_conn_zone \$binary_remote_addr zone=per_address:\d+m;$/m);
  });
});
