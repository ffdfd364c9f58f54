import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// The operation guide's lessons (issue 17, docs/decisions/027): operator-managed by the `lesson` CLI,
// read by /tutorial, /tutorial/detail and /xgplayer.

export const lessons = pgTable(
  'lessons',
  {
    /** The `lessonId` of links (spec §2): stable across re-imports, a lower-case slug. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** One line in the list, and the lesson's lead. */
    summary: text('summary').notNull(),
    /** Markdown; media it shows are referenced by their served path. */
    body: text('body').notNull(),
    /** Media names (content hashes, see services/lessons/media-store.ts). */
    cover: text('cover'),
    video: text('video'),
    /** The video's first picture before it plays; the cover when the lesson names none. */
    poster: text('poster'),
    /** Read from an MP4's header at import; null when unknown (WebM). */
    videoSeconds: doublePrecision('video_seconds'),
    /** Lessons are listed by this, then by id. */
    sortOrder: integer('sort_order').notNull(),
    published: boolean('published').notNull().default(false),
    /** The file it was last imported from, for `lesson list`. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_published_order_idx').on(t.published, t.sortOrder)],
);

/** Where each agent stopped watching a lesson's video, so any of their devices resumes there. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
