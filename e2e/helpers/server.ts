import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, type BuildOptions } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { prepareToServe } from '../../apps/server/src/start-up.js';
import { testPgliteSeed } from '../../apps/server/test/helpers/database-seeds.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  stop(): Promise<void>;
}

/**
 * The real server, with the built web app and a throwaway embedded database, on a free port. With
 * `database`, a second server on another server's database (another configuration of one deployment);
 * the caller's server keeps closing it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock'> & { database?: Database } = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-e2e-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  if (!fs.existsSync(path.join(config.webDistDir, 'index.html'))) {
    throw new Error(`The web app is not built (${config.webDistDir}); run npm run build first.`);
  }
  // Under vitest a new database starts from the run's migrated seed (e2e/helpers/global-setup.ts).
  const shared = options.database;
  const database =
    shared ?? (await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteSeed: testPgliteSeed() }));
  const app = await build(config, {
    logger: false,
    database,
    ...(options.clock && { clock: options.clock }),
  });
  await prepareToServe(database.db, config, app.log);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    database,
    async stop() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
