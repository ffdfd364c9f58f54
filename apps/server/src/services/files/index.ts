import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { underwritingShareService } from '../underwriting/share-service.js';
import { underwritingService } from '../underwriting/underwriting-service.js';
import { configuredFileStore } from './s3-file-store.js';
import { filesService } from './files-service.js';

/** Files and pre-underwriting (issue 15), wired once per app. */
export function fileAndUnderwritingServices(config: Config, db: Db) {
  return {
    files: filesService(db, configuredFileStore(config)),
    underwriting: underwritingService(db),
    underwritingShares: underwritingShareService(db),
  };
}
