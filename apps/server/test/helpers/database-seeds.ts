import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migratedPgliteSeed, openDatabase } from '../../src/db/database.js';

/**
 * Every API and browser test opens fresh databases. Creating one from nothing is the slow part: PGlite
 * runs initdb in WASM and then every migration (seconds each), PostgreSQL every migration. So the
 * global set-up migrates one database of each kind per run, and each test database starts as a copy:
 * PGlite from the dumped data directory, PostgreSQL with CREATE DATABASE … TEMPLATE. Opening still
 * runs the migrator, which finds nothing left to do — unless a migration was added since the seed.
 */
const PGLITE_SEED_ENV = 'TEST_PGLITE_SEED';
const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** Projects (api, e2e) share one set of seeds: the set-up of each runs in the same main process. */
const SHARED = Symbol.for('broker-assistant.test-database-seeds');
type Shared = { ready: Promise<void>; users: number; teardown: () => Promise<void> };

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The migrated PostgreSQL database the test databases are cloned from; nobody stays connected to it. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `ba_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Two connections: one holds the migration lock while the other migrates.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.close();
  return name;
}

/**
 * For a vitest `globalSetup`: builds the seeds once and names them in the environment the test workers
 * inherit. Returns the teardown, which removes them after the last project that asked for them.
 */
export async function prepareDatabaseSeeds(): Promise<() => Promise<void>> {
  const registry = globalThis as unknown as Record<symbol, Shared | undefined>;
  let shared = registry[SHARED];
  if (!shared) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-seed-'));
    const adminUrl = process.env.TEST_DATABASE_URL?.trim();
    let template: string | undefined;
    const ready = (async () => {
      const [seed, name] = await Promise.all([
        migratedPgliteSeed(),
        adminUrl ? createPostgresTemplate(adminUrl) : undefined,
      ]);
      const file = path.join(dir, 'pglite.tar');
      fs.writeFileSync(file, Buffer.from(await seed.arrayBuffer()));
      process.env[PGLITE_SEED_ENV] = file;
      if (name) process.env[POSTGRES_TEMPLATE_ENV] = template = name;
    })();
    shared = {
      ready,
      users: 0,
      async teardown() {
        fs.rmSync(dir, { recursive: true, force: true });
        if (adminUrl && template) {
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        }
      },
    };
    registry[SHARED] = shared;
  }
  const current = shared;
  current.users += 1;
  await current.ready;
  return async () => {
    current.users -= 1;
    if (current.users > 0) return;
    registry[SHARED] = undefined;
    await current.teardown();
  };
}

let pgliteSeed: Blob | undefined;

/** In a test worker: the migrated PGlite data directory to start from (read once per file), if any. */
export function testPgliteSeed(): Blob | undefined {
  const file = process.env[PGLITE_SEED_ENV];
  if (!file) return undefined;
  pgliteSeed ??= new Blob([fs.readFileSync(file)]);
  return pgliteSeed;
}

/** In a test worker: the migrated PostgreSQL database to clone, if the set-up made one. */
export function testPostgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE_ENV] || undefined;
}
