import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { apiKeysRepository } from '../../src/db/api-keys-repository.js';
import type { Database } from '../../src/db/database.js';
import { sessions, users } from '../../src/db/schema.js';
import { DEMO_AGENT } from '../../src/db/seed.js';
import { usersRepository, type UserRow } from '../../src/db/users-repository.js';
import { apiKeyPrefix, newApiKey } from '../../src/services/api-keys/keys.js';
import { hashPassword } from '../../src/services/auth/password.js';
import { hashToken } from '../../src/services/auth/tokens.js';
import { prepareToServe } from '../../src/start-up.js';
import type { Backend } from './databases.js';

export { DEMO_AGENT };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in through `POST /v1/login` and returns the session token (fails the test otherwise). */
  login(workId?: string, password?: string): Promise<string>;
  /** Closes the app, then the database unless it was handed in, and removes the temp folder. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse an open database (e.g. to build twice on it); the caller then closes it. */
  database?: Database;
  /** The business clock (customer-service hours, the notice banner). */
  clock?: () => Date;
}

/** Builds and prepares the app the way the server does, on a fresh database of `backend`, with quiet logs. */
export async function startTestApp(
  backend: Backend,
  envOverrides: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestApp> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-api-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST_DIR: path.join(tempDir, 'web-dist'),
    // No demo catalogue unless a test asks for one: importing it would slow every test file.
    CATALOGUE_DIR: path.join(tempDir, 'no-catalogue'),
    // Test files send hundreds of requests a minute as one agent; the limits have tests of their own.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    API_RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    ...envOverrides,
  });
  const database = options.database ?? (await backend.open());
  const app = await build(config, {
    database,
    logger: false,
    ...(options.clock && { clock: options.clock }),
  });
  // As server.ts does before listening: agreements, the demo agent, the first catalogue.
  await prepareToServe(database.db, config, app.log);
  await app.ready();

  return {
    app,
    database,
    config,
    async login(workId = DEMO_AGENT.workId, password = DEMO_AGENT.password) {
      const res = await app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      if (!options.database) await database.close().catch(() => undefined);
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app (and fresh database) for the tests of a `describe` block: started before them, closed after.
 * Returns a getter, since the app exists only once `beforeAll` ran.
 */
export function sharedTestApp(backend: Backend, envOverrides: Record<string, string> = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(backend, envOverrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('the shared test app has not started');
    return current;
  };
}

/** Creates a second agent directly in the database, the way the CLI does. */
export async function createUser(
  database: Database,
  user: { workId: string; realName?: string; password?: string },
): Promise<UserRow> {
  const created = await usersRepository(database.db).create({
    workId: user.workId,
    realName: user.realName ?? `测试${user.workId}`,
    passwordHash: await hashPassword(user.password ?? 'password123'),
    origin: 'local',
  });
  if (!created) throw new Error(`user ${user.workId} already exists`);
  return created;
}

export async function findUser(database: Database, workId: string): Promise<UserRow | undefined> {
  return usersRepository(database.db).findByWorkId(workId);
}

/** The stored session row of a token (looked up by its hash, as the server does). */
export async function findSession(database: Database, token: string) {
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

export async function setSessionExpiry(database: Database, token: string, expiresAt: Date): Promise<void> {
  await database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export async function disableUser(database: Database, workId: string): Promise<void> {
  await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.workId, workId));
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new open-API key of an agent (stored as `apikey create` stores one), as the header that sends it. */
export async function apiKeyHeader(database: Database, workId: string): Promise<{ 'x-api-key': string }> {
  const owner = await findUser(database, workId);
  if (!owner) throw new Error(`no user ${workId}`);
  const key = newApiKey();
  await apiKeysRepository(database.db).create({
    userId: owner.id,
    name: 'test',
    keyHash: hashToken(key),
    prefix: apiKeyPrefix(key),
  });
  return { 'x-api-key': key };
}

/** An authenticated JSON POST. */
export function post(app: FastifyInstance, url: string, token: string | undefined, payload: object = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: token ? authHeader(token) : {},
    payload,
  });
}

export function detailOf(res: LightMyRequestResponse): string {
  return res.json<{ detail: string }>().detail;
}

/** Asserts an error answer: status, JSON `{ detail }` and (part of) its text. */
export function expectError(res: LightMyRequestResponse, status: number, detail: string | RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(['detail']);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else expect(body.detail).toMatch(detail);
}
