import type { ColourPageConfig, Comparison } from '@broker/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  customType,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// The tools' tables (comparisons and colour pages, their shares and views), apart from the core schema
// in schema.ts so neither file outgrows its reader. database.ts and drizzle.config.ts take both.

// ---- comparisons, shares and views (issue 13, docs/decisions/018) ---------------------------------
// A comparison is frozen when saved: its result is what the agent and the customer see later, whatever
// a catalogue import changes. Every row has its owner; a share code opens only its own comparison.

export const comparisons = pgTable(
  'comparisons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    productCodes: text('product_codes').array().notNull(),
    /** The comparison as computed when saved (with commission rows; share views leave them out). */
    result: jsonb('result').$type<Comparison>().notNull(),
    /** Each product's catalogue `updated_at` when saved: a later import means prices may have changed. */
    productStamps: jsonb('product_stamps').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comparisons_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const comparisonShares = pgTable(
  'comparison_shares',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    comparisonId: uuid('comparison_id')
      .notNull()
      .references(() => comparisons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url: the only secret a customer holds. */
    code: text('code').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('comparison_shares_comparison_idx').on(t.comparisonId)],
);

/** One row per page view of a shared comparison (spec §3 behaviour record, interaction record). */
export const shareViews = pgTable(
  'share_views',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shareId: uuid('share_id')
      .notNull()
      .references(() => comparisonShares.id, { onDelete: 'cascade' }),
    comparisonId: uuid('comparison_id')
      .notNull()
      .references(() => comparisons.id, { onDelete: 'cascade' }),
    /** The agent who shared: whose interaction records this is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The page view (one per opening); the leave beacon updates the same row. */
    sessionId: text('session_id').notNull(),
    /** The browser (kept in its local storage): repeat visits are the same visitor. */
    visitorId: text('visitor_id').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorAvatar: text('visitor_avatar').notNull().default(''),
    client: jsonb('client').$type<Record<string, string>>().notNull().default({}),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_views_share_session_idx').on(t.shareId, t.sessionId),
    index('share_views_user_created_idx').on(t.userId, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An agent's colour page (issue 14): its settings, the rendered image and its share code. */
export const colourPages = pgTable(
  'colour_pages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    /** What the agent set (ColourPageConfig), photo included. */
    input: jsonb('input').$type<ColourPageConfig>().notNull(),
    /** SHA-256 of everything the image is drawn from: the same hash means the same image. */
    imageHash: text('image_hash').notNull(),
    image: bytea('image').notNull(),
    /** 128 random bits, base64url, as a comparison's; deleting the page ends the link. */
    shareCode: text('share_code').notNull().unique(),
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colour_pages_user_updated_idx').on(t.userId, t.updatedAt)],
);
