import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { conversations } from './db/schema.js';
import { retireDemoAgent, seedAgreements, seedDemoAgent } from './db/seed.js';
import { loadCatalogueOnFirstStart } from './services/catalogue/first-start.js';
import { loadLessonsOnFirstStart } from './services/lessons/first-start.js';
import { loadWebResourcesOnFirstStart } from './services/web-resources/web-resource-service.js';

/** Where start-up steps report (the app's logger for the server; the CLI passes its own). */
export interface StartUpLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The configured database (PostgreSQL, or the embedded one under DATA_DIR), migrated. */
export function openConfiguredDatabase(
  config: Config,
  poolSize = config.databasePoolSize,
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize,
  });
}

/**
 * What every installation holds whoever opens its database first, the server or the CLI: the shipped
 * agreement texts, and the demo agent as DEMO_AGENT_ENABLED says (created once; with the demo off, a
 * DEMO001 that still has the published password is disabled).
 */
export async function seedInstallation(
  db: Database['db'],
  config: Pick<Config, 'demoAgentEnabled'>,
  log: StartUpLog,
): Promise<void> {
  await seedAgreements(db);
  if (config.demoAgentEnabled) {
    if (await seedDemoAgent(db)) log.info({ workId: 'DEMO001' }, 'demo agent DEMO001 created');
  } else if (await retireDemoAgent(db)) {
    log.warn(
      { workId: 'DEMO001' },
      'demo agent DEMO001 still had its published password and has been disabled',
    );
  }
}

/**
 * The server's start-up steps before it listens (decision 015): the installation's seed, then on a
 * first start the shipped demo catalogue, lessons and web resources. `build()` does none of this;
 * tests call it where they need it. The CLI seeds only: its catalogue, lesson and web-resource commands
 * are how an operator fills those.
 */
export async function prepareToServe(
  db: Database['db'],
  config: Pick<Config, 'demoAgentEnabled' | 'catalogueDir' | 'dataDir'>,
  log: StartUpLog,
): Promise<void> {
  await seedInstallation(db, config, log);
  await loadCatalogueOnFirstStart(db, config.catalogueDir, log);
  await loadLessonsOnFirstStart(db, config.dataDir, log);
  await loadWebResourcesOnFirstStart(db, log);
}

/**
 * The embedded database belongs to one process (its data-directory lock): at start-up no answer can be
 * generating, so claims left by a process that was killed mid-answer (kill -9, a power cut) are released
 * at once instead of lapsing (decision 037); its cut-off answer keeps what was saved, `finished` false.
 * On PostgreSQL other instances may be answering: their claims lapse on their own (CLAIM_SECONDS).
 */
export async function releaseClaimsOfEarlierRun(database: Database, log: StartUpLog): Promise<void> {
  if (database.kind !== 'pglite') return;
  const released = await database.db
    .update(conversations)
    .set({ generatingUntil: null })
    .where(isNotNull(conversations.generatingUntil))
    .returning({ id: conversations.id });
  if (released.length > 0) {
    log.warn({ conversations: released.length }, 'released generation claims left by an earlier run');
  }
}
