import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { ConversationHistory } from '@broker/contract';
import pg from 'pg';
import { expect } from 'vitest';
import type { FakeResponse } from './fake-model.js';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from './server-process.js';

/**
 * Several server processes on one fresh PostgreSQL database and one Redis (a key prefix of the run):
 * what scale-instances.test.ts and proxy-instances.test.ts start (issue 20, decision 035).
 */
export const adminUrl = process.env.TEST_DATABASE_URL?.trim();
export const redisUrl = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Why the several-instance tests cannot run here ('' when they can). */
export async function instancesSkipReason(): Promise<string> {
  if (!adminUrl) return 'TEST_DATABASE_URL is not set';
  return (await redisReachable()) ? '' : `no Redis at ${redisUrl}`;
}

export interface Instance {
  name: string;
  port: number;
  process: ServerProcess;
  base: string;
}

/**
 * The variables a deployed instance gets (compose.yaml's `x-app-environment` names the same ones,
 * checked by deploy-topology.test.ts); the tests add their own (a fake model, low limits) beside them.
 */
export function deploymentEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisPrefix: string;
  store?: Record<string, string> | undefined;
  metricsToken?: string | undefined;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: options.redisPrefix,
    TRUST_PROXY: 'true',
    SHUTDOWN_TIMEOUT_MS: '10000',
    ...(options.metricsToken ? { METRICS_TOKEN: options.metricsToken } : {}),
    // Browsers reach the store where the server does (no proxy or other DNS in between here).
    ...(options.store && { ...options.store, S3_PUBLIC_ENDPOINT: options.store.S3_ENDPOINT ?? '' }),
  };
}

/**
 * The deployed topology as the tests run it (proxy-instances.test.ts): compose.yaml must name the same
 * services (deploy-topology.test.ts). What stands in for each service here is said beside it.
 */
export const TESTED_TOPOLOGY = {
  /** Server processes of this repository's code, started by the test. */
  instances: ['app1', 'app2'],
  /** The port every instance listens on in the image (PORT), which the proxy's upstreams name. */
  instancePort: 8080,
  services: {
    postgres: 'the local PostgreSQL (TEST_DATABASE_URL), a fresh database per run',
    redis: 'the local Redis (TEST_REDIS_URL), a key prefix per run',
    minio: 's3rver (npm), an S3-compatible store in the test process',
    nginx: "Debian's nginx with deploy/nginx.conf",
  },
} as const;

/** A fresh database and Redis prefix for one test file, and the instances started on them. */
export function instancesOnPostgres(label: string) {
  const run = randomBytes(6).toString('hex');
  const dbName = `ba_${label}_${run}`;
  const prefix = `ba-test-${run}:`;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `ba-${label}-`));
  const instances: Instance[] = [];
  let redis: Redis | undefined;

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${dbName}`;
    return url.toString();
  };

  return {
    prefix,
    instances,
    databaseUrl,
    redis: () => {
      if (!redis) throw new Error('not prepared');
      return redis;
    },
    nth(k: number): Instance {
      const item = instances[k];
      if (item === undefined) throw new Error(`no instance ${k}`);
      return item;
    },
    async prepare() {
      await admin(`CREATE DATABASE "${dbName}"`);
      redis = new Redis(redisUrl);
    },
    /** The database's rows for `text` (a client of its own, closed after). */
    async sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    /** Starts instances named `names` together (they race for migrations and the seed) and waits. */
    async start(
      names: readonly string[],
      env: (name: string, port: number) => Record<string, string>,
      deployment: { store?: Record<string, string>; metricsToken?: string } = {},
    ) {
      const started: Instance[] = [];
      for (const name of names) {
        const port = await freePort();
        const base = {
          ...deploymentEnv({
            port,
            dataDir: path.join(tempDir, name),
            databaseUrl: databaseUrl(),
            redisPrefix: prefix,
            ...deployment,
          }),
          ...env(name, port),
        };
        const process = startServerProcess(base);
        started.push({ name, port, process, base: `http://127.0.0.1:${port}` });
      }
      instances.push(...started);
      await Promise.all(started.map((i) => waitForHealth(i.port)));
      return started;
    },
    async close() {
      for (const i of instances) i.process.signal('SIGKILL');
      await Promise.all(instances.map((i) => i.process.exited));
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

/** A JSON call to a listening app (or the proxy in front of it). */
export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<JsonAnswer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export const login = (base: string, workId = 'DEMO001', password = 'demo1234') =>
  call(base, 'POST', '/v1/login', undefined, { workId, password });

/** Signs the demo agent in through `base` (an instance or the proxy) and returns the token. */
export async function signIn(base: string): Promise<string> {
  const res = await login(base);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token as string;
}

export const historyOf = async (base: string, token: string, id: string) =>
  (await call(base, 'GET', `/v1/convhistory/General/${id}?size=50`, token))
    .json as unknown as ConversationHistory;

/** Pieces of the slow answer: 100 ms apart, so it runs far longer than any test waits. */
export const SLOW_PIECES = 400;

/** The fake model's answers in these tests: slow when the question says 慢慢讲, otherwise at once. */
export const answerFor = (prompt: string): FakeResponse =>
  prompt.includes('慢慢讲')
    ? {
        kind: 'stream',
        steps: Array.from({ length: SLOW_PIECES }, (_, i) => [
          { type: 'text' as const, text: `第${i + 1}段。` },
          { type: 'delay' as const, ms: 100 },
        ]).flat(),
      }
    : { kind: 'stream', steps: [{ type: 'text', text: '好的。' }] };
