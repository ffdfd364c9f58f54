import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { users } from './schema.js';
import { workOrderDeliveries, workOrders } from './schema-service.js';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type DeliveryRow = typeof workOrderDeliveries.$inferSelect;
type NewWorkOrder = Pick<
  typeof workOrders.$inferInsert,
  'name' | 'phone' | 'category' | 'problem' | 'summary' | 'origin'
>;
export type DeliveryEvent = DeliveryRow['event'];

/** GD000123: what agents and operators say on the phone. */
export const workOrderNumber = (seq: number) => `GD${String(seq).padStart(6, '0')}`;
/** The seq of 'GD000123', 'gd123' or '123'; undefined for anything else. */
export function parseWorkOrderNumber(text: string): number | undefined {
  const match = /^(?:GD)?0*(\d{1,15})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The latest delivery of each order (its state is what agents and operators see). */
async function latestDeliveries(db: Db, ids: string[]): Promise<Map<string, DeliveryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(workOrderDeliveries)
    .where(inArray(workOrderDeliveries.workOrderId, ids))
    .orderBy(asc(workOrderDeliveries.createdAt));
  return new Map(rows.map((r) => [r.workOrderId, r]));
}

/** An agent's work orders: every read and write filtered by the owner. */
export function workOrdersRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(workOrders.id, id), eq(workOrders.userId, userId));
  return {
    /** The order and its first delivery in one transaction: both exist, or neither does. */
    async create(values: NewWorkOrder, deliver: boolean): Promise<WorkOrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workOrders)
          .values({ userId, ...values })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (deliver)
          await tx.insert(workOrderDeliveries).values({ workOrderId: row.id, event: 'work_order.created' });
        return row;
      });
    },
    async find(id: string): Promise<WorkOrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(workOrders).where(mine(id));
      return row;
    },
    /** The newest order linked to one of the agent's conversations (/csSummary's "the work order"). */
    async linkedTo(conversationId: string): Promise<WorkOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(workOrders)
        .where(
          and(
            eq(workOrders.userId, userId),
            sql`${workOrders.origin}->>'conversationId' = ${conversationId}`,
          ),
        )
        .orderBy(desc(workOrders.seq))
        .limit(1);
      return row;
    },
    async markReplyRead(id: string, now: Date): Promise<void> {
      await db
        .update(workOrders)
        .set({ replyReadAt: now })
        .where(and(mine(id), isNotNull(workOrders.repliedAt), isNull(workOrders.replyReadAt)));
    },
    /** The summary, and with it the link to its conversation when one is named. */
    async attachSummary(
      id: string,
      summary: string,
      conversationId: string | undefined,
      deliver: boolean,
    ): Promise<WorkOrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(workOrders)
          .set({
            summary,
            updatedAt: new Date(),
            ...(conversationId && {
              origin: sql`${workOrders.origin} || ${JSON.stringify({ conversationId })}::jsonb`,
            }),
          })
          .where(mine(id))
          .returning();
        if (row && deliver) {
          await tx
            .insert(workOrderDeliveries)
            .values({ workOrderId: row.id, event: 'work_order.summary_attached' });
        }
        return row;
      });
    },
    async list(limit: number) {
      const rows = await db
        .select()
        .from(workOrders)
        .where(eq(workOrders.userId, userId))
        .orderBy(desc(workOrders.createdAt), desc(workOrders.seq))
        .limit(limit);
      const [unread] = await db
        .select({ n: count() })
        .from(workOrders)
        .where(
          and(eq(workOrders.userId, userId), isNotNull(workOrders.repliedAt), isNull(workOrders.replyReadAt)),
        );
      return { rows, unread: unread?.n ?? 0 };
    },
    deliveries: (ids: string[]) => latestDeliveries(db, ids),
  };
}

/** The operators' side (CLI): any agent's orders, by number. */
export function operatorWorkOrders(db: Db) {
  const withAgent = () =>
    db
      .select({ order: workOrders, workId: users.workId, realName: users.realName })
      .from(workOrders)
      .innerJoin(users, eq(users.id, workOrders.userId));
  return {
    async list(filter: { status?: WorkOrderRow['status'] | undefined; limit: number }) {
      return withAgent()
        .where(filter.status ? eq(workOrders.status, filter.status) : undefined)
        .orderBy(desc(workOrders.seq))
        .limit(filter.limit);
    },
    async bySeq(seq: number) {
      const [row] = await withAgent().where(eq(workOrders.seq, seq));
      return row;
    },
    async byId(id: string) {
      const [row] = await withAgent().where(eq(workOrders.id, id));
      return row;
    },
    async update(
      id: string,
      values: Partial<typeof workOrders.$inferInsert>,
    ): Promise<WorkOrderRow | undefined> {
      const [row] = await db
        .update(workOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(workOrders.id, id))
        .returning();
      return row;
    },
    async deliveriesOf(id: string): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(workOrderDeliveries)
        .where(eq(workOrderDeliveries.workOrderId, id))
        .orderBy(asc(workOrderDeliveries.createdAt));
    },
    deliveries: (ids: string[]) => latestDeliveries(db, ids),
  };
}

/** The outbox as the delivery loop sees it. */
export function deliveryOutbox(db: Db) {
  return {
    /**
     * Takes up to `limit` due deliveries and leases them until `leaseUntil` (another instance skips
     * them meanwhile; a crashed one's lease simply runs out). SKIP LOCKED keeps instances apart.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
      const due = db
        .select({ id: workOrderDeliveries.id })
        .from(workOrderDeliveries)
        .where(and(eq(workOrderDeliveries.state, 'pending'), lte(workOrderDeliveries.nextAttemptAt, now)))
        .orderBy(asc(workOrderDeliveries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(workOrderDeliveries)
        .set({ nextAttemptAt: leaseUntil, attempts: sql`${workOrderDeliveries.attempts} + 1` })
        .where(inArray(workOrderDeliveries.id, due))
        .returning();
    },
    async delivered(id: string, at: Date): Promise<void> {
      await db
        .update(workOrderDeliveries)
        .set({ state: 'delivered', deliveredAt: at, lastError: null })
        .where(eq(workOrderDeliveries.id, id));
    },
    async failed(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(workOrderDeliveries)
        .set({ lastError: error.slice(0, 500), nextAttemptAt: retryAt })
        .where(eq(workOrderDeliveries.id, id));
    },
    /** The payload's content: the order and its agent. */
    async order(workOrderId: string) {
      const [row] = await db
        .select({ order: workOrders, workId: users.workId, realName: users.realName })
        .from(workOrders)
        .innerJoin(users, eq(users.id, workOrders.userId))
        .where(eq(workOrders.id, workOrderId));
      return row;
    },
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(workOrderDeliveries)
        .where(eq(workOrderDeliveries.state, 'pending'));
      return row?.n ?? 0;
    },
  };
}
