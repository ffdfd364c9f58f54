import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LESSON_ID_PATTERN,
  LESSON_MEDIA_PATH,
  type Lesson,
  type LessonList,
  type LessonProgressRequest,
  type LessonSummary,
} from '@broker/contract';
import type { Db } from '../../db/database.js';
import {
  lessonProgressRepository,
  lessonsRepository,
  type LessonListRow,
  type LessonRow,
} from '../../db/lessons-repository.js';
import { AppError } from '../../errors.js';
import { MEDIA_NAME, mediaMime, mediaStore, type MediaStore } from './media-store.js';
import { readLessons } from './read-lessons.js';

/** The demo lessons shipped with the project: loaded on first start, their media served from here. */
export const DEFAULT_LESSONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../data/lessons',
);

const mediaUrl = (name: string | null) => (name ? `${LESSON_MEDIA_PATH}${name}` : null);

function summaryOf(row: LessonListRow): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: mediaUrl(row.cover),
    video: row.video
      ? {
          url: `${LESSON_MEDIA_PATH}${row.video}`,
          poster: mediaUrl(row.poster),
          durationSeconds: row.videoSeconds,
        }
      : null,
  };
}

/** A file to send: where it is, how long, what type, and its validator (the name is its content). */
export interface MediumFile {
  file: string;
  size: number;
  mime: string;
  etag: string;
}

export interface ImportReport {
  imported: { id: string; title: string; isNew: boolean; published: boolean }[];
  media: number;
}

/**
 * Lessons as agents read them (published only, in order) and as operators manage them (the CLI).
 * The media store is where imports copy media and where the media route finds them.
 */
export function lessonService(db: Db, media: MediaStore) {
  const repo = lessonsRepository(db);
  const publishedLesson = async (lessonId: string): Promise<LessonRow> => {
    const row = LESSON_ID_PATTERN.test(lessonId) ? await repo.findPublished(lessonId) : undefined;
    if (!row) throw new AppError('not_found:lesson');
    return row;
  };

  return {
    async list(): Promise<LessonList> {
      return { lessons: (await repo.published()).map(summaryOf) };
    },

    /** One published lesson with its neighbours and this agent's progress; anything else is a 404. */
    async get(userId: string, lessonId: string): Promise<Lesson> {
      const row = await publishedLesson(lessonId);
      const all = await repo.published();
      const index = all.findIndex((l) => l.id === row.id);
      const neighbour = (l: LessonListRow | undefined) => (l ? { id: l.id, title: l.title } : null);
      const progress = row.video ? await lessonProgressRepository(db, userId).find(row.id) : undefined;
      return {
        ...summaryOf(row),
        body: row.body,
        position: index + 1,
        total: all.length,
        previous: neighbour(all[index - 1]),
        next: neighbour(all[index + 1]),
        progress: progress
          ? {
              positionSeconds: progress.positionSeconds,
              durationSeconds: progress.durationSeconds,
              updatedAt: progress.updatedAt.toISOString(),
            }
          : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** Where the agent stopped the lesson's video (a lesson without one has nothing to remember). */
    async saveProgress(userId: string, lessonId: string, body: LessonProgressRequest): Promise<void> {
      const row = await publishedLesson(lessonId);
      if (!row.video) throw new AppError('not_found:lesson_video');
      const duration = body.durationSeconds ?? row.videoSeconds;
      const position = duration ? Math.min(body.positionSeconds, duration) : body.positionSeconds;
      await lessonProgressRepository(db, userId).save(row.id, position, duration ?? null);
    },

    /** A medium a published lesson shows; a forged, unknown or withdrawn name is a 404. */
    async medium(name: string): Promise<MediumFile> {
      if (!MEDIA_NAME.test(name) || !(await repo.isPublishedMedium(name)))
        throw new AppError('not_found:medium');
      const file = await media.resolve(name);
      const stat = file ? await fsp.stat(file).catch(() => undefined) : undefined;
      if (!file || !stat?.isFile()) throw new AppError('not_found:medium');
      return { file, size: stat.size, mime: mediaMime(name), etag: `"${name.split('.')[0]}"` };
    },

    /**
     * Imports lessons from folders of Markdown files (or single files); all or nothing. `copyMedia`
     * false leaves the media where they are (the shipped demo lessons, served from their folder).
     */
    async import(inputs: readonly string[], options: { copyMedia?: boolean } = {}): Promise<ImportReport> {
      const folder = await readLessons(inputs);
      if (options.copyMedia !== false) {
        for (const [name, bytes] of folder.media) await media.save(name, bytes);
      }
      const created = new Set(await repo.upsert(folder.lessons));
      const states = new Map((await repo.all()).map((l) => [l.id, l.published]));
      return {
        imported: folder.lessons.map((l) => ({
          id: l.id,
          title: l.title,
          isNew: created.has(l.id),
          published: states.get(l.id) ?? false,
        })),
        media: folder.media.size,
      };
    },

    all: () => repo.all(),
    setPublished: (ids: readonly string[], published: boolean) => repo.setPublished(ids, published),
    hasAny: () => repo.hasAny(),
  };
}
export type LessonService = ReturnType<typeof lessonService>;

/** The service over the data folder's media and the shipped demo media (server and CLI alike). */
export const lessonServiceFor = (db: Db, dataDir: string, shippedDir = DEFAULT_LESSONS_DIR) =>
  lessonService(db, mediaStore(dataDir, [shippedDir]));
