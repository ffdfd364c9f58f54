import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CustomerServiceConfig } from '../../config-customer-service.js';
import type { Db } from '../../db/database.js';
import { deliveryOutbox, type DeliveryRow } from '../../db/work-orders-repository.js';
import { screenshotFiles, screenshotLink } from './screenshots.js';
import { post, retryDelayMs, webhookPayload } from './webhook.js';

/** Deliveries sent at once: a receiver that takes 1 s gets about this many orders a second. */
const BATCH = 32;

export interface DeliveryLoop {
  /** Look for due deliveries now (after a new work order) instead of at the next poll. */
  kick(): void;
  start(): void;
  /** Stops polling and aborts attempts in flight; they stay pending and are retried after restart. */
  stop(): Promise<void>;
}

/**
 * Drains the work-order outbox to the operators' webhook: at start, every `deliveryPollMs`, and when
 * kicked. Business time (working hours) may be a test's fixed clock; retries run on real time.
 */
export function deliveryLoop(
  db: Db,
  cs: CustomerServiceConfig,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): DeliveryLoop {
  const outbox = deliveryOutbox(db);
  const webhook = cs.webhook;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function attempt(delivery: DeliveryRow): Promise<void> {
    if (!webhook) return;
    const { id, attempts } = delivery;
    try {
      const row = await outbox.order(delivery.workOrderId);
      if (!row) return;
      const files = await screenshotFiles(db, row.order.userId, row.order.origin.screenshots);
      const screenshots = files.map((f) => ({
        name: f.name,
        mime: f.mime ?? '',
        size: f.size ?? 0,
        url: screenshotLink(webhook.secret, cs.publicUrl, f),
      }));
      const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(webhook.timeoutMs)]);
      await post(webhook.url, webhook.secret, webhookPayload(delivery, row, screenshots), signal);
      await outbox.delivered(id, new Date());
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      const wait = retryDelayMs(attempts, webhook.retryBaseMs, webhook.retryMaxMs);
      log.warn(
        { deliveryId: id, attempts, reason, retryInMs: wait },
        'work-order webhook delivery failed; will retry',
      );
      await outbox.failed(id, reason, new Date(Date.now() + wait)).catch(() => undefined);
    }
  }

  async function drain(): Promise<void> {
    if (!webhook) return;
    do {
      again = false;
      const now = new Date();
      const lease = new Date(now.getTime() + webhook.timeoutMs + 30_000);
      const batch = await outbox.claim(now, lease, BATCH);
      await Promise.all(batch.map(attempt));
      if (batch.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'work-order delivery round failed; will retry'))
      .finally(() => {
        running = undefined;
        if (again) run();
      });
  }

  return {
    kick: run,
    start() {
      if (!webhook || !stopped) return;
      stopped = false;
      run();
      timer = setInterval(run, cs.deliveryPollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}

/** Starts with the app (after migrations and listen-readiness) and stops before it closes. */
export function runWithApp(app: { addHook: FastifyInstance['addHook'] }, loop: DeliveryLoop): void {
  app.addHook('onReady', async () => loop.start());
  app.addHook('preClose', async () => loop.stop());
}
