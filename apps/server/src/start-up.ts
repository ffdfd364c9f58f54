import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
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
