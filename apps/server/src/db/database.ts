import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as coreSchema from './schema.js';
import * as serviceSchema from './schema-service.js';
import * as toolSchema from './schema-tools.js';
import * as trackingSchema from './schema-tracking.js';
import * as underwritingSchema from './schema-underwriting.js';

const schema = { ...coreSchema, ...toolSchema, ...serviceSchema, ...underwritingSchema, ...trackingSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process runs start-up work on this database (PostgreSQL: an advisory
   * lock, so instances starting together seed once; the embedded database has one process anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool's counts (PostgreSQL; the embedded database has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 725_104_331;
const START_UP_LOCK_ID = 725_104_332;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /**
   * A data directory dumped with `migratedPgliteSeed()` to start the embedded database from, instead of
   * running initdb (seconds of WASM work) and every migration again. Tests start each database this way.
   */
  pgliteSeed?: Blob | undefined;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.pgliteSeed);
}

/** A new in-memory embedded database with every migration applied, dumped for `pgliteSeed`. */
export async function migratedPgliteSeed(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * The embedded database under `dir` as one gzipped tarball (PGlite's own data-directory dump), taken
 * while no server holds it (the pid lock of the folder is taken for the copy).
 */
export async function dumpPglite(dir: string): Promise<Blob> {
  const unlock = lockDataDir(dir);
  const client = new PGlite(dir);
  try {
    await client.waitReady;
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
    unlock();
  }
}

const BYTEA = 17;
/**
 * bytea to and from PGlite as hex text by Node's own codec. PGlite's default builds one string per byte
 * (`Array.from(bytes).map(...)`): a colour page's 0.4 MB PNG took 140–190 ms to insert and 45–100 ms to
 * read back, now 25–45 and 10–25 ms (decision 043).
 */
const BYTEA_AS_HEX = {
  serializers: {
    [BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

async function openPglite(dir: string | undefined, seed: Blob | undefined): Promise<Database> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => undefined;
  let client: PGlite;
  try {
    const options = { ...BYTEA_AS_HEX, ...(seed && { loadDataDir: seed }) };
    client = dir ? new PGlite(dir, options) : new PGlite(options);
    await client.waitReady;
    // Also on a seeded database: a seed older than the migrations folder is brought up to date.
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    exclusively: (work) => work(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  // Holds a session-level advisory lock on one connection while `work` runs on the others.
  const exclusively = async <T>(lockId: number, work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [lockId]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
      lockClient.release();
    }
  };
  await exclusively(MIGRATION_LOCK_ID, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusively: (work) => exclusively(START_UP_LOCK_ID, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
