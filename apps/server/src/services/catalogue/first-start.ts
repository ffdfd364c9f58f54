import fs from 'node:fs';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import type { StartUpLog } from '../../start-up.js';
import { importCatalogue } from './import-catalogue.js';
import { CatalogueImportError } from './problems.js';

/**
 * On first start (no product yet) the shipped demo catalogue is imported, so a new installation can be
 * tried at once. A missing folder is skipped; a broken one is logged and the server starts without a
 * catalogue (an operator can import one with the CLI).
 */
export async function loadCatalogueOnFirstStart(db: Db, dir: string, log: StartUpLog): Promise<void> {
  if (await catalogueRepository(db).hasProducts()) return;
  if (!fs.existsSync(dir)) {
    log.info({ dir }, 'no product catalogue to load on first start');
    return;
  }
  try {
    const report = await importCatalogue(db, dir);
    log.info({ dir, ...report }, 'product catalogue loaded on first start');
  } catch (error) {
    if (!(error instanceof CatalogueImportError)) throw error;
    log.error({ dir, problems: error.problems, total: error.total }, 'product catalogue could not be loaded');
  }
}
