import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// Voice input (issue 17, docs/decisions/029): one row per recording sent for transcription, so that
// whichever instance the poll reaches can answer it. The audio itself is never stored; the row (with
// what the agent said) is deleted by housekeeping an hour after it was made.

export const speechTasks = pgTable(
  'speech_tasks',
  {
    /** The task id the client polls with: generated, unguessable. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** running | done | failed */
    status: text('status').notNull(),
    /** The recognised text, once done. */
    text: text('text').notNull().default(''),
    /** Why it failed, in Chinese, as the agent sees it. */
    reason: text('reason').notNull().default(''),
    /** What the bytes were sniffed as, their size and the duration the phone reported. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('speech_tasks_created_idx').on(t.createdAt)],
);
