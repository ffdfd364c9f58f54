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
import { conversationsRepository } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import type { UploadedFileRow } from '../../db/files-repository.js';
import type { UserRow } from '../../db/users-repository.js';
import {
  workOrderNumber,
  workOrdersRepository,
  type DeliveryRow,
  type WorkOrderRow,
} from '../../db/work-orders-repository.js';
import { AppError } from '../../errors.js';
import type { DeliveryLoop } from './delivery-loop.js';
import { csSummary } from './cs-summary.js';
import type { CsSummaryWriter } from './cs-summary-model.js';
import { fileForUpload } from '../../db/files-repository.js';
import { agentScreenshots, checkScreenshots, screenshotFiles, screenshotLinkValid } from './screenshots.js';
import { availability, notice } from './working-hours.js';

interface Agent {
  id: string;
  workId: string;
  realName: string;
}

export function toWorkOrder(
  row: WorkOrderRow,
  delivery: DeliveryRow | undefined,
  screenshots: UploadedFileRow[],
): WorkOrder {
  return {
    id: row.id,
    number: workOrderNumber(row.seq),
    name: row.name,
    phone: row.phone,
    category: row.category as WorkOrder['category'],
    problem: row.problem,
    summary: row.summary,
    screenshots: agentScreenshots(screenshots),
    conversationId: row.origin.conversationId ?? null,
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
  /** The agent's model as the summary's writer, when it is one (else the extractive summary). */
  summaryWriter?: CsSummaryWriter,
  /** Checks files the agent PUT straight into an object store before they are used (decision 035). */
  confirmFiles?: (userId: string, ids: readonly string[]) => Promise<void>,
) {
  const deliver = cs.webhook !== undefined;
  async function one(userId: string, row: WorkOrderRow): Promise<WorkOrder> {
    const deliveries = await workOrdersRepository(db, userId).deliveries([row.id]);
    return toWorkOrder(
      row,
      deliveries.get(row.id),
      await screenshotFiles(db, userId, row.origin.screenshots),
    );
  }
  /** One of the agent's own live conversations, or the same 404 as a missing one. */
  async function ownConversation(userId: string, conversationId: string | undefined) {
    if (!conversationId) return undefined;
    if (!(await conversationsRepository(db, userId).find(conversationId)))
      throw new AppError('not_found:conversation');
    return conversationId;
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

    /** The summary, with the newest work order linked to the conversation (if any). */
    async summary(user: Pick<UserRow, 'id' | 'preferredModel'>, conversationId: string) {
      const userId = user.id;
      const summary = await csSummary(db, userId, conversationId, summaryWriter?.(user));
      const linked = await workOrdersRepository(db, userId).linkedTo(conversationId);
      return {
        ...summary,
        workOrder: linked
          ? {
              id: linked.id,
              number: workOrderNumber(linked.seq),
              status: linked.status,
              summaryAttached: linked.summary !== null && linked.summary.trim() === summary.text.trim(),
            }
          : null,
      };
    },

    vehicleLink(agent: Agent): { url: string | null } {
      if (!cs.vehicleLinkUrl) return { url: null };
      const url = new URL(cs.vehicleLinkUrl);
      url.searchParams.set('salecode', agent.workId);
      url.searchParams.set('name', agent.realName);
      return { url: url.toString() };
    },

    async create(agent: Agent, input: z.output<typeof workOrderInputSchema>): Promise<WorkOrder> {
      // Every check before the insert: a refused order leaves nothing behind.
      await confirmFiles?.(agent.id, input.screenshots);
      const screenshots = await checkScreenshots(db, agent.id, input.screenshots);
      const conversationId = await ownConversation(agent.id, input.conversationId);
      const row = await workOrdersRepository(db, agent.id).create(
        {
          name: input.name,
          phone: input.phone,
          category: input.category,
          problem: input.problem,
          summary: input.summary?.trim() || null,
          origin: {
            ...input.origin,
            ...(conversationId && { conversationId }),
            ...(screenshots.length > 0 && { screenshots }),
          },
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
      const files = await screenshotFiles(
        db,
        userId,
        rows.flatMap((r) => r.origin.screenshots ?? []),
      );
      const result = rows.map((r) =>
        toWorkOrder(
          r,
          deliveries.get(r.id),
          files.filter((f) => r.origin.screenshots?.includes(f.id)),
        ),
      );
      return { result, unread };
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

    /**
     * An operator's signed screenshot link (from the webhook payload): whose file it is, once the
     * signature and expiry hold. Without a webhook secret no link was ever handed out.
     */
    async screenshotOwner(path: string, expires: number, sig: string): Promise<string> {
      if (!cs.webhook || !screenshotLinkValid(cs.webhook.secret, path, expires, sig, new Date()))
        throw new AppError('forbidden:screenshot_link');
      const row = await fileForUpload(db, path);
      if (!row?.mime) throw new AppError('not_found:screenshot');
      return row.userId;
    },

    /** One tap on /csSummary: the text onto the order, and the order linked to the conversation. */
    async attachSummary(
      userId: string,
      id: string,
      summary: string,
      conversationId: string | undefined,
    ): Promise<WorkOrder> {
      const linked = await ownConversation(userId, conversationId);
      const row = await workOrdersRepository(db, userId).attachSummary(id, summary, linked, deliver);
      if (!row) throw new AppError('not_found:work_order');
      delivery.kick();
      return one(userId, row);
    },
  };
}
export type WorkOrderService = ReturnType<typeof workOrderService>;
