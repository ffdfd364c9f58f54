import { createHmac, timingSafeEqual } from 'node:crypto';
import { WORK_ORDER_CATEGORY_LABELS } from '@broker/contract';
import type { WorkOrderOrigin } from '@broker/contract';
import type { DeliveryRow, WorkOrderRow } from '../../db/work-orders-repository.js';
import { workOrderNumber } from '../../db/work-orders-repository.js';

/**
 * The operators' webhook (docs/decisions/025): a JSON POST per event, signed like Stripe's and
 * GitHub's, so a receiver can check it came from us and is fresh:
 *   X-Signature: sha256=hex(HMAC-SHA256(secret, `${X-Timestamp}.${body}`))
 * X-Delivery-Id stays the same across retries of one delivery: delivery is at-least-once and the
 * receiver de-duplicates by it.
 */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does with the headers (exported for tests, the bench and operators' examples). */
export function verifySignature(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(signature(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookPayload {
  event: DeliveryRow['event'];
  deliveryId: string;
  workOrder: {
    id: string;
    number: string;
    category: string;
    categoryLabel: string;
    name: string;
    phone: string;
    problem: string;
    summary: string | null;
    /** The work-order page's URL parameters (spec §7). */
    origin: WorkOrderOrigin;
    /** The conversation the order came from, if any (its /csSummary is the agent's). */
    conversationId: string | null;
    /** Signed links, valid while the files are kept (30 days). */
    screenshots: { name: string; mime: string; size: number; url: string }[];
    agent: { workId: string; realName: string };
    createdAt: string;
  };
}

export function webhookPayload(
  delivery: DeliveryRow,
  row: { order: WorkOrderRow; workId: string; realName: string },
  screenshots: WebhookPayload['workOrder']['screenshots'],
): WebhookPayload {
  const { order } = row;
  const { conversationId, screenshots: _paths, ...origin } = order.origin;
  return {
    event: delivery.event,
    deliveryId: delivery.id,
    workOrder: {
      id: order.id,
      number: workOrderNumber(order.seq),
      category: order.category,
      categoryLabel:
        WORK_ORDER_CATEGORY_LABELS[order.category as keyof typeof WORK_ORDER_CATEGORY_LABELS] ??
        order.category,
      name: order.name,
      phone: order.phone,
      problem: order.problem,
      summary: order.summary,
      origin,
      conversationId: conversationId ?? null,
      screenshots,
      agent: { workId: row.workId, realName: row.realName },
      createdAt: order.createdAt.toISOString(),
    },
  };
}

/** Back-off after the `attempt`-th failure: base × 2^(attempt−1), capped. */
export const retryDelayMs = (attempt: number, baseMs: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));

/** One POST; resolves on 2xx, throws a short reason otherwise. */
export async function post(
  url: string,
  secret: string,
  payload: WebhookPayload,
  signal: AbortSignal,
): Promise<void> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'BrokerAssistant-WorkOrders/1',
      'x-work-order-event': payload.event,
      'x-delivery-id': payload.deliveryId,
      'x-timestamp': timestamp,
      'x-signature': signature(secret, timestamp, body),
    },
    body,
    signal,
    redirect: 'error',
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
