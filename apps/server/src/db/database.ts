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
  /**
   * LISTEN on `channel`: `handler` gets every payload committed to it (pg_notify, from any process or
   * statement); `missed` is called whenever some may have been lost (PostgreSQL: the listening
   * connection dropped or came back).
   */
  listen(channel: string, handler: (payload: string) => void, missed: () => void): Listening;
  close(): Promise<void>;
}

export interface Listening {
  /**
   * Resolves true once every notification committed before the call has been handed to the handler;
   * false when that cannot be known (the listening connection is down or slow): then do not rely on it.
   */
  heardAllBefore(): Promise<boolean>;
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
    listen: (channel, handler) => pgliteListening(client, channel, handler),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * PGlite hands notifications to listeners (as microtasks) while it reads the statement's results, so
 * a write's notification is heard before the write's caller goes on: nothing to wait for once the
 * LISTEN is in place. Only this process writes to the embedded database (its data-directory lock).
 */
function pgliteListening(client: PGlite, channel: string, handler: (payload: string) => void): Listening {
  let ready = false;
  const unlisten = client.listen(channel, handler).then(
    (stop) => {
      ready = true;
      return stop;
    },
    () => undefined,
  );
  return {
    heardAllBefore: async () => ready,
    close: async () => {
      ready = false;
      const stop = await unlisten;
      if (!client.closed) await stop?.().catch(() => undefined);
    },
  };
}

// How long a request waits for the listening connection's round trip before reading the database instead.
const LISTEN_BARRIER_TIMEOUT_MS = 1_000;
const LISTEN_RETRY_MS = 1_000;

/**
 * A connection of its own (outside the pool) that LISTENs. PostgreSQL sends a listening session the
 * notifications committed before it answers a later statement (they reach the client ahead of that
 * statement's ReadyForQuery), so the round trip of a `select 1` sent after a caller asked proves that
 * every change committed before then has been heard. Callers asking while one is in flight share the
 * next one: one round trip per batch of requests, not one per request.
 */
function postgresListening(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  missed: () => void,
): Listening {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url });
    candidate.on('error', () => undefined);
    candidate.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      missed();
      schedule();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${channel}`);
      if (closed) throw new Error('closed');
      client = candidate;
      missed();
    } catch {
      await candidate.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    retry.unref();
  };
  void connect();

  let inFlight: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const roundTrip = (): Promise<boolean> => {
    const listening = client;
    if (!listening) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const trip = Promise.race([
      listening.query('select 1').then(
        () => client === listening,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), LISTEN_BARRIER_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    inFlight = trip;
    void trip.then(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    return trip;
  };
  return {
    heardAllBefore() {
      if (!client) return Promise.resolve(false);
      if (!inFlight) return roundTrip();
      // The round trip in flight may have been sent before this call: wait for the next one.
      next ??= inFlight.then(() => {
        next = undefined;
        return roundTrip();
      });
      return next;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => undefined);
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
    listen: (channel, handler, missed) => postgresListening(url, channel, handler, missed),
    close: () => pool.end(),
  };
}
