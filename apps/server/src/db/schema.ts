import type { Company, Product, ProductSummary } from '@broker/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  workId: text('work_id').notNull().unique(),
  realName: text('real_name').notNull(),
  /** scrypt hash; null for users who only sign in through the host app (single sign-on). */
  passwordHash: text('password_hash'),
  /** How the account came to be: 'local' (CLI, demo) or 'erp' (created from a host-app token). */
  origin: text('origin').notNull().default('local'),
  preferredModel: text('preferred_model'),
  /** Guide popups (spec guide flags) the agent has already seen. */
  seenGuides: jsonb('seen_guides').$type<string[]>().notNull().default([]),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const agreements = pgTable('agreements', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: text('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agreementId, t.version] })],
);

/** Failed sign-in counters, per account and per client address, shared by every instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// ---- product catalogue (issue 3) -----------------------------------------------------------------
// Imported by operators (CLI) and read by every agent: no owner column. Each row keeps the whole entity
// as jsonb (what import validated and export writes back); the other columns are derived from it at
// import time so searches never open the jsonb.

export const companies = pgTable('companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  data: jsonb('data').$type<Company>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code),
    type: text('type').notNull(),
    /** The type's place in the catalogue's order of types (PRODUCT_TYPES), for sorting lists. */
    typeRank: integer('type_rank').notNull(),
    onSale: boolean('on_sale').notNull(),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    /** 'M' and/or 'F'. */
    genders: text('genders').array().notNull(),
    /** Normalized (NFKC, lower case, no spaces or punctuation) name, for ranking exact matches. */
    nameKey: text('name_key').notNull(),
    /** Normalized aliases, each between '|' ("|康惠保|kh|"), for exact alias matches. */
    aliasKeys: text('alias_keys').notNull(),
    /** Normalized name, aliases, company code, name and short name, type label: what `keyword` searches. */
    searchText: text('search_text').notNull(),
    /** The list item (ProductSummary) as search returns it, so a page is read without the product. */
    summary: jsonb('summary').$type<ProductSummary>().notNull(),
    data: jsonb('data').$type<Product>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_idx').on(t.companyCode),
    index('products_type_idx').on(t.type),
    index('products_on_sale_ages_idx').on(t.onSale, t.minAge, t.maxAge),
  ],
);

/** General insurance questions and answers (not tied to a product). */
export const faq = pgTable('faq', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
