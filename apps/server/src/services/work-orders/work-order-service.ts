import type { csDynamicLinkRequestSchema } from '@broker/contract';
import {
  WORK_ORDER_LIMITS,
  type CsAvailability,
  type CsNotice,
  type WorkOrder,
  type WorkOrderList,
  type workOrderInputSchema,
} from '@broker/contract';
import type { z } from 'zod';
import type { CustomerServiceConfig } from '../../config-customer-service.js';
import type { Db } from '../../db/database.js';
import {
  workOrderNumber,
  workOrdersRepository,
  type DeliveryRow,
  type WorkOrderRow,
} from '../../db/work-orders-repository.js';
import { AppError } from '../../errors.js';
import type { DeliveryLoop } from './delivery-loop.js';
import { csSummary } from './cs-summary.js';
import { availability, notice } from './working-hours.js';

interface Agent {
  id: string;
  workId: string;
  realName: string;
}

export function toWorkOrder(row: WorkOrderRow, delivery: DeliveryRow | undefined): WorkOrder {
  return {
    id: row.id,
    number: workOrderNumber(row.seq),
    name: row.name,
    phone: row.phone,
    category: row.category as WorkOrder['category'],
    problem: row.problem,
    summary: row.summary,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    unread: row.repliedAt !== null && row.replyReadAt === null,
    delivery: delivery
      ? { state: delivery.state, attempts: delivery.attempts }
      : { state: 'none', attempts: 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The agent's side of customer service (issue 16): live-agent hours and link, work orders and their
 * replies. `now` is the business clock (tests fix it); delivery runs in the background loop.
 */
export function workOrderService(
  db: Db,
  cs: CustomerServiceConfig,
  delivery: Pick<DeliveryLoop, 'kick'>,
  now: () => Date,
) {
  const deliver = cs.webhook !== undefined;
  async function one(userId: string, row: WorkOrderRow): Promise<WorkOrder> {
    const deliveries = await workOrdersRepository(db, userId).deliveries([row.id]);
    return toWorkOrder(row, deliveries.get(row.id));
  }
  return {
    availability: (): CsAvailability => availability(now(), cs),
    notice: (): CsNotice => notice(now(), cs),

    /** Spec §7's dynamic link: the live agent's address with who asks and from where; only in hours. */
    dynamicLink(agent: Agent, request: z.output<typeof csDynamicLinkRequestSchema>): { url: string } {
      if (!cs.liveAgentUrl) throw new AppError('not_found:live_agent');
      const hours = availability(now(), cs);
      if (!hours.open) {
        throw new AppError('conflict:cs_closed', {
          detail: `人工客服服务时间为${hours.workTimeStart}–${hours.workTimeEnd}，${hours.nextOpenText ? `${hours.nextOpenText}恢复服务，` : ''}现在可以提交工单`,
        });
      }
      const url = new URL(cs.liveAgentUrl);
      url.searchParams.set('sceneCode', request.sceneCode);
      // The signed-in agent, whatever the page sent: the link must not speak for someone else.
      url.searchParams.set('salecode', agent.workId);
      url.searchParams.set('page', request.page);
      url.searchParams.set('device', request.device);
      return { url: url.toString() };
    },

    summary: (userId: string, conversationId: string) => csSummary(db, userId, conversationId),

    vehicleLink(agent: Agent): { url: string | null } {
      if (!cs.vehicleLinkUrl) return { url: null };
      const url = new URL(cs.vehicleLinkUrl);
      url.searchParams.set('salecode', agent.workId);
      url.searchParams.set('name', agent.realName);
      return { url: url.toString() };
    },

    async create(agent: Agent, input: z.output<typeof workOrderInputSchema>): Promise<WorkOrder> {
      const row = await workOrdersRepository(db, agent.id).create(
        {
          name: input.name,
          phone: input.phone,
          category: input.category,
          problem: input.problem,
          summary: input.summary?.trim() || null,
          origin: input.origin,
        },
        deliver,
      );
      // Sent in the background; the agent has the number already.
      delivery.kick();
      return one(agent.id, row);
    },

    async list(userId: string): Promise<WorkOrderList> {
      const repo = workOrdersRepository(db, userId);
      const { rows, unread } = await repo.list(WORK_ORDER_LIMITS.listPageSize);
      const deliveries = await repo.deliveries(rows.map((r) => r.id));
      return { result: rows.map((r) => toWorkOrder(r, deliveries.get(r.id))), unread };
    },

    /** Opening an order reads its reply: the unread mark goes. */
    async get(userId: string, id: string): Promise<WorkOrder> {
      const repo = workOrdersRepository(db, userId);
      const row = await repo.find(id);
      if (!row) throw new AppError('not_found:work_order');
      if (row.repliedAt && !row.replyReadAt) {
        const at = new Date();
        await repo.markReplyRead(id, at);
        return one(userId, { ...row, replyReadAt: at });
      }
      return one(userId, row);
    },

    async attachSummary(userId: string, id: string, summary: string): Promise<WorkOrder> {
      const row = await workOrdersRepository(db, userId).attachSummary(id, summary, deliver);
      if (!row) throw new AppError('not_found:work_order');
      delivery.kick();
      return one(userId, row);
    },
  };
}
export type WorkOrderService = ReturnType<typeof workOrderService>;
