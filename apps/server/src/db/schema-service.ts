import type { WorkOrderOrigin } from '@broker/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { users } from './schema.js';

// Customer service (issue 16, docs/decisions/025): work orders and the outbox that delivers them to
// operators. Apart from schema.ts and schema-tools.ts; database.ts and drizzle.config.ts take all three.

/**
 * What the jsonb `origin` holds: the page's URL parameters (spec §7) and, since decision 025's
 * addendum, what else the order came with — its conversation and its screenshots (uploaded files'
 * ids). Kept in the existing column so that no migration was needed; neither needs an index (read per
 * order, and per agent for /csSummary's "the work order if any").
 */
export type WorkOrderOriginColumn = WorkOrderOrigin & {
  conversationId?: string;
  screenshots?: string[];
};

export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Counts up across all agents; the human-readable number (GD000123) is made from it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    category: text('category').notNull(),
    problem: text('problem').notNull(),
    /** The /csSummary text the agent attached, if any. */
    summary: text('summary'),
    /** The page's parameters (spec §7), the conversation and the screenshots: WorkOrderOriginColumn. */
    origin: jsonb('origin').$type<WorkOrderOriginColumn>().notNull(),
    /** open → replied → closed; a reply to a closed order reopens nothing. */
    status: text('status').$type<'open' | 'replied' | 'closed'>().notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Set when the agent opens the order after a reply; the unread mark is reply without this. */
    replyReadAt: timestamp('reply_read_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_orders_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The webhook outbox: written in the same transaction as its work order, drained by a background loop
 * (work-order-delivery.ts). A row is only ever finished by a 2xx from the receiver, so nothing is lost
 * while the receiver is down; `next_attempt_at` is both the back-off and the claim lease.
 */
export const workOrderDeliveries = pgTable(
  'work_order_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    event: text('event').$type<'work_order.created' | 'work_order.summary_attached'>().notNull(),
    state: text('state').$type<'pending' | 'delivered'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('work_order_deliveries_order_idx').on(t.workOrderId),
  ],
);
