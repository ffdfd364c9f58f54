import type { AnswerPayload, Company, Product, ProductSummary } from '@broker/contract';
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
import { createdAt } from './schema-columns.js';

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

// ---- conversations (issue 4) ---------------------------------------------------------------------
// Every row has its owner; repositories filter on user_id so another agent's conversation is a 404.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** The first question, shown as the history item's title. */
    title: text('title').notNull(),
    channelType: text('channel_type'),
    /**
     * The product assistant's product (AI source product_aides, decision 048): set when the
     * conversation starts, never changed; every question that names no product is about it.
     */
    productCode: text('product_code'),
    /** Locked products, remembered entities… (ConversationContext of packages/assistant). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Set while an answer is being generated, to when that claim lapses: one generation at a time per
     * conversation across every instance (an atomic UPDATE claims it; a crashed instance's claim expires).
     */
    generatingUntil: timestamp('generating_until', { withTimezone: true }),
    createdAt: createdAt(),
    /** Last question or answer: the list's order and the idle timeout's clock. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('conversations_user_active_idx').on(t.userId, t.lastActiveAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Order within the conversation (a question and its answer are consecutive). */
    seq: integer('seq').notNull(),
    /** 'user' (spec source 'send') or 'assistant' ('receive'). */
    role: text('role').notNull(),
    content: text('content').notNull().default(''),
    thinkContent: text('think_content').notNull().default(''),
    queryContent: text('query_content').notNull().default(''),
    /**
     * Lists, tips, flags and the ranked product codes of an answer; `{}` on a question. Rows written
     * by older versions are read through the contract's lenient readAnswerPayload (decision 015).
     */
    payload: jsonb('payload')
      .$type<AnswerPayload>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    success: boolean('success').notNull().default(true),
    /** False while generating and when the answer was cut off before it finished. */
    finished: boolean('finished').notNull().default(true),
    /** 'good' | 'bad' | null. */
    feedback: text('feedback'),
    feedbackReasons: jsonb('feedback_reasons').$type<string[]>().notNull().default([]),
    feedbackComment: text('feedback_comment').notNull().default(''),
    model: text('model'),
    files: jsonb('files').$type<unknown[]>().notNull().default([]),
    sendTs: timestamp('send_ts', { withTimezone: true }),
    /**
     * On a question: the message it quoted (docs/decisions/014). No foreign key: the snapshot below
     * is what the question shows, whatever becomes of the quoted row.
     */
    quoteMessageId: uuid('quote_message_id'),
    /** The quoted message's text when it was quoted, cut to QUOTE_MAX_CHARS. */
    quoteContent: text('quote_content'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_seq_idx').on(t.conversationId, t.seq)],
);

/** Keys for the open-API mode (`/openapi/v1/…`), created with the CLI; each acts as one agent. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the key; the key itself is shown once, at creation. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters, so an operator can tell keys apart in `apikey list`. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/** An operator's own documents (`kb import`), one row per paragraph, indexed with the catalogue. */
export const kbParagraphs = pgTable(
  'kb_paragraphs',
  {
    id: text('id').primaryKey(),
    /** The file (or record) the paragraph came from: re-importing it replaces its paragraphs. */
    source: text('source').notNull(),
    /** The heading the paragraph sits under, or the document title. */
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_paragraphs_source_idx').on(t.source, t.position)],
);
