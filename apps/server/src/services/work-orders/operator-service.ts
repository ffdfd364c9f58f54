import { WORK_ORDER_CATEGORY_LABELS, WORK_ORDER_LIMITS, type WorkOrderStatus } from '@broker/contract';
import type { CustomerServiceConfig } from '../../config-customer-service.js';
import type { Db } from '../../db/database.js';
import type { FileStore } from '../files/file-store.js';
import { screenshotFiles, screenshotLink } from './screenshots.js';
import { isUuid } from '../../db/conversations-repository.js';
import {
  operatorWorkOrders,
  parseWorkOrderNumber,
  workOrderNumber,
} from '../../db/work-orders-repository.js';

export class WorkOrderCommandError extends Error {
  override name = 'WorkOrderCommandError';
}

const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  open: '待处理',
  replied: '已回复',
  closed: '已关闭',
};
const DELIVERY_LABELS = { pending: '待推送', delivered: '已推送', none: '未配置推送' } as const;
const time = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace('T', ' ') + 'Z' : '—');
const label = (category: string) =>
  WORK_ORDER_CATEGORY_LABELS[category as keyof typeof WORK_ORDER_CATEGORY_LABELS] ?? category;

const size = (bytes: number | null) =>
  (bytes ?? 0) >= 1048576
    ? `${((bytes ?? 0) / 1048576).toFixed(1)} MB`
    : `${Math.ceil((bytes ?? 0) / 1024)} KB`;

/**
 * What operators do from the command line (`npm run cli -- work-order …`): list, show, reply, close.
 * The agent sees a reply in the app with an unread mark; the texts here are for a terminal. `show`
 * names each screenshot's file on this machine (`files`) and, with a webhook secret, its signed link.
 */
export function workOrderOperator(
  db: Db,
  options: {
    files?: Pick<FileStore, 'location'>;
    customerService?: Pick<CustomerServiceConfig, 'webhook' | 'publicUrl'>;
  } = {},
) {
  const orders = operatorWorkOrders(db);
  const secret = options.customerService?.webhook?.secret;

  async function screenshotLines(order: { userId: string; origin: { screenshots?: string[] } }) {
    const attached = order.origin.screenshots ?? [];
    if (attached.length === 0) return [];
    const files = await screenshotFiles(db, order.userId, attached);
    const lines = files.map((f, i) =>
      [
        `  ${i + 1}. ${f.name}（${f.mime ?? ''}，${size(f.size)}）`,
        ...(options.files ? [`     文件：${options.files.location(f.id)}`] : []),
        ...(secret ? [`     链接：${screenshotLink(secret, options.customerService?.publicUrl, f)}`] : []),
      ].join('\n'),
    );
    const expired = attached.length - files.length;
    return [`截图（${attached.length} 张${expired > 0 ? `，${expired} 张已过保存期删除` : ''}）：`, ...lines];
  }

  async function find(ref: string) {
    const seq = parseWorkOrderNumber(ref);
    const row =
      seq !== undefined ? await orders.bySeq(seq) : isUuid(ref) ? await orders.byId(ref) : undefined;
    if (!row) throw new WorkOrderCommandError(`没有工单 "${ref}"（用 work-order list 查看工单号）`);
    return row;
  }

  return {
    async list(status?: string): Promise<string> {
      if (status !== undefined && !(status in STATUS_LABELS)) {
        throw new WorkOrderCommandError(`未知的状态 "${status}"，可用：open、replied、closed`);
      }
      const rows = await orders.list({ status: status as WorkOrderStatus | undefined, limit: 200 });
      if (rows.length === 0) return '没有工单。';
      const deliveries = await orders.deliveries(rows.map((r) => r.order.id));
      const lines = rows.map(({ order, workId, realName }) => {
        const delivery = deliveries.get(order.id)?.state ?? 'none';
        const problem = order.problem.length > 30 ? `${order.problem.slice(0, 30)}…` : order.problem;
        return [
          workOrderNumber(order.seq),
          STATUS_LABELS[order.status],
          DELIVERY_LABELS[delivery],
          label(order.category),
          `${realName}(${workId})`,
          time(order.createdAt),
          problem.replace(/\s+/g, ' '),
        ].join('\t');
      });
      return `共 ${rows.length} 条（最新在前）：\n${lines.join('\n')}`;
    },

    async show(ref: string): Promise<string> {
      const { order, workId, realName } = await find(ref);
      const deliveries = await orders.deliveriesOf(order.id);
      const { conversationId, screenshots: _paths, ...params } = order.origin;
      const origin = Object.entries(params)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ');
      return [
        `工单 ${workOrderNumber(order.seq)}（${STATUS_LABELS[order.status]}）`,
        `提交人：${realName}（工号 ${workId}），${time(order.createdAt)}`,
        `联系人：${order.name}  ${order.phone}`,
        `类型：${label(order.category)}`,
        `问题：${order.problem}`,
        ...(await screenshotLines(order)),
        ...(order.summary ? [`客服小结：\n${order.summary}`] : []),
        ...(conversationId ? [`来自会话：${conversationId}`] : []),
        ...(origin ? [`来源参数：${origin}`] : []),
        order.reply
          ? `回复（${order.repliedBy ?? ''}，${time(order.repliedAt)}${order.replyReadAt ? '，已读' : '，未读'}）：${order.reply}`
          : '回复：—',
        deliveries.length === 0
          ? '推送：未配置 webhook'
          : `推送：${deliveries
              .map(
                (d) =>
                  `${d.event} ${DELIVERY_LABELS[d.state]}，尝试 ${d.attempts} 次${d.lastError ? `，上次失败：${d.lastError}` : ''}`,
              )
              .join('；')}`,
      ].join('\n');
    },

    async reply(ref: string, text: string, by: string): Promise<string> {
      const reply = text.trim();
      if (reply === '') throw new WorkOrderCommandError('回复内容为空');
      if (reply.length > WORK_ORDER_LIMITS.replyMax) {
        throw new WorkOrderCommandError(`回复不能超过 ${WORK_ORDER_LIMITS.replyMax} 字`);
      }
      const { order } = await find(ref);
      if (order.status === 'closed')
        throw new WorkOrderCommandError(`工单 ${workOrderNumber(order.seq)} 已关闭，不能再回复`);
      await orders.update(order.id, {
        status: 'replied',
        reply,
        repliedBy: by,
        repliedAt: new Date(),
        replyReadAt: null,
      });
      return `已回复工单 ${workOrderNumber(order.seq)}，代理人打开展业助手即可看到（未读标记）。`;
    },

    async close(ref: string): Promise<string> {
      const { order } = await find(ref);
      if (order.status === 'closed') return `工单 ${workOrderNumber(order.seq)} 已是关闭状态。`;
      await orders.update(order.id, { status: 'closed', closedAt: new Date() });
      return `已关闭工单 ${workOrderNumber(order.seq)}。`;
    },
  };
}
