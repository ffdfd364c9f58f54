import type { UnderwritingReport } from '@broker/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// Uploaded files and underwriting reports (issue 15, docs/decisions/024). Both hold health data:
// every row has its owner and an expiry after which housekeeping deletes it (and the file on disk).

/** A file: the row exists from /v1/sts (pending) and holds the parse state and the text once read. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Also the file's path in the API and its name on disk: generated, never the client's. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name on the phone, for lists only. */
    name: text('name').notNull(),
    /** SHA-256 of the upload token in the upload address (the token itself is not kept). */
    uploadTokenHash: text('upload_token_hash').notNull(),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
    /** Set once the bytes are stored and checked. */
    mime: text('mime'),
    size: integer('size'),
    sha256: text('sha256'),
    /** none | queued | running | done | failed */
    parseStatus: text('parse_status').notNull().default('none'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default(''),
    text: text('text'),
    pages: integer('pages'),
    reason: text('reason'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploaded_files_user_idx').on(t.userId), index('uploaded_files_expires_idx').on(t.expiresAt)],
);

export const underwritingReports = pgTable(
  'underwriting_reports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The report as shown (without the files themselves). */
    report: jsonb('report').$type<UnderwritingReport>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('underwriting_reports_user_created_idx').on(t.userId, t.createdAt)],
);
