import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';

// Web resources (spec §2 /webResource, issue 17, docs/decisions/030): pages operators list for agents
// with the `web-resource` CLI. Not owned by an agent: every signed-in agent reads the published ones.

export const webResources = pgTable(
  'web_resources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    /** Who publishes the page (国家金融监督管理总局, an insurer …). */
    source: text('source').notNull(),
    summary: text('summary').notNull().default(''),
    /** Always an absolute http(s) address (checkWebUrl); an import matches entries by it. */
    url: text('url').notNull().unique(),
    category: text('category').notNull(),
    /** Smaller first; equal ones by title. */
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_resources_listing_idx').on(t.published, t.sortOrder)],
);
