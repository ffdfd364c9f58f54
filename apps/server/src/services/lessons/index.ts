// What routes, the CLI and start-up use of the lessons area.
export { parseByteRange, type ByteRange } from './byte-range.js';
export { loadLessonsOnFirstStart } from './first-start.js';
export {
  DEFAULT_LESSONS_DIR,
  lessonServiceFor,
  type LessonService,
  type MediumFile,
} from './lesson-service.js';
export { LessonImportError } from './read-lessons.js';
