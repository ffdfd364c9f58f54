import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import type { EngineFor } from '../../src/services/conversation/index.js';
import { prepareToServe } from '../../src/start-up.js';
import type { Backend } from './databases.js';
import { authHeader, createUser, DEMO_AGENT } from './test-app.js';

export interface ConversationApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** `http://127.0.0.1:<port>`: the app listens, since streams are read over a real socket. */
  baseUrl: string;
  /** Session tokens of the demo agent and of a second agent. */
  token: string;
  otherToken: string;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object, token?: string): Promise<LightMyRequestResponse>;
  /** Runs SQL on the app's database (moving clocks back, reading rows). */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

async function login(app: FastifyInstance, workId: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/**
 * One listening app per `describe` block, answering with `engineFor` (a scripted engine, or the real
 * one), with two signed-in agents.
 */
export function conversationApp(
  backend: Backend,
  engineFor: EngineFor | undefined,
  env: Record<string, string> = {},
): () => ConversationApp {
  let current: ConversationApp | undefined;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-conv-'));
  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tempDir, 'data'),
      WEB_DIST_DIR: path.join(tempDir, 'web-dist'),
      CATALOGUE_DIR: path.join(tempDir, 'no-catalogue'),
      ...env,
    });
    const database = await backend.open();
    const app = await build(config, { database, logger: false, ...(engineFor ? { engineFor } : {}) });
    await prepareToServe(database.db, config, app.log);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    await createUser(database, { workId: 'OTHER01', password: 'password123' });
    const token = await login(app, DEMO_AGENT.workId, DEMO_AGENT.password);
    const otherToken = await login(app, 'OTHER01', 'password123');
    current = {
      app,
      database,
      config,
      baseUrl: `http://127.0.0.1:${address.port}`,
      token,
      otherToken,
      get: (url, as = token) => app.inject({ method: 'GET', url, headers: authHeader(as) }),
      post: (url, payload, as = token) =>
        app.inject({ method: 'POST', url, headers: authHeader(as), payload }),
      async query<T>(text: string) {
        const result = await database.db.execute(sql.raw(text));
        return (result as unknown as { rows: T[] }).rows;
      },
    };
  });
  afterAll(async () => {
    await current?.app.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });
  return () => {
    if (!current) throw new Error('the conversation app has not started');
    return current;
  };
}
