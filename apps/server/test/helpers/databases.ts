import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { testPgliteSeed, testPostgresTemplate } from './database-seeds.js';

/**
 * A database backend every API test runs against: the embedded PGlite (in memory) always, and
 * PostgreSQL when TEST_DATABASE_URL points at a server the tests may create databases on.
 */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; closed and (for PostgreSQL) dropped by `cleanup()`. */
  open(): Promise<Database>;
  /** Closes and drops every database this backend opened. Call it in `afterAll`. */
  cleanup(): Promise<void>;
}

/** Closing twice (a test closed it on purpose) must not fail the clean-up. */
async function closeQuietly(database: Database): Promise<void> {
  await database.close().catch(() => undefined);
}

function pgliteBackend(): Backend {
  const opened: Database[] = [];
  return {
    name: 'pglite',
    async open() {
      const database = await openDatabase({ pgliteSeed: testPgliteSeed() });
      opened.push(database);
      return database;
    },
    async cleanup() {
      await Promise.all(opened.splice(0).map(closeQuietly));
    },
  };
}

/**
 * Each test file gets databases of its own (`ba_test_<random>`), created through the server named by
 * TEST_DATABASE_URL (as copies of the migrated template, when the global set-up made one) and dropped
 * afterwards, so files run in parallel and nothing survives a run.
 */
function postgresBackend(adminUrl: string): Backend {
  const opened: { name: string; database: Database }[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async open() {
      const name = `ba_test_${randomBytes(8).toString('hex')}`;
      const template = testPostgresTemplate();
      await admin((client) =>
        client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
      );
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
        opened.push({ name, database });
        return database;
      } catch (error) {
        await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
        throw error;
      }
    },
    async cleanup() {
      const all = opened.splice(0);
      await Promise.all(all.map(({ database }) => closeQuietly(database)));
      if (all.length === 0) return;
      await admin(async (client) => {
        for (const { name } of all) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/**
 * The backends to run against, for one test file: call it at the top level of the file and use
 * `describe.each(backends)`. Every database they open is closed and dropped after the file.
 */
export function testBackends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const backends = url ? [pgliteBackend(), postgresBackend(url)] : [pgliteBackend()];
  afterAll(async () => {
    for (const backend of backends) await backend.cleanup();
  });
  return backends;
}
