import fs from 'node:fs';
import type { Db } from '../../db/database.js';
import type { StartUpLog } from '../../start-up.js';
import { DEFAULT_LESSONS_DIR, lessonServiceFor } from './lesson-service.js';
import { LessonImportError } from './read-lessons.js';

/**
 * On first start (no lesson yet) the shipped operation guide is imported, as the catalogue is, so
 * /tutorial has its lessons and /xgplayer its demo video at once. Its media stay in the shipped folder.
 * A broken folder is logged and the server starts without lessons (operators import with the CLI).
 */
export async function loadLessonsOnFirstStart(
  db: Db,
  dataDir: string,
  log: StartUpLog,
  dir = DEFAULT_LESSONS_DIR,
): Promise<void> {
  const lessons = lessonServiceFor(db, dataDir, dir);
  if (await lessons.hasAny()) return;
  if (!fs.existsSync(dir)) {
    log.info({ dir }, 'no lessons to load on first start');
    return;
  }
  try {
    const report = await lessons.import([dir], { copyMedia: false });
    log.info({ dir, lessons: report.imported.length }, 'lessons loaded on first start');
  } catch (error) {
    if (!(error instanceof LessonImportError)) throw error;
    log.error({ dir, problems: error.problems }, 'lessons could not be loaded');
  }
}
