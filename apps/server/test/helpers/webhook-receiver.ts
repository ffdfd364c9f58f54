import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature, type WebhookPayload } from '../../src/services/work-orders/webhook.js';

export interface Received {
  payload: WebhookPayload;
  headers: http.IncomingHttpHeaders;
  signatureValid: boolean;
}

export interface WebhookReceiver {
  url: string;
  /** Every accepted (2xx) delivery, in arrival order. */
  accepted: Received[];
  /** Every request, accepted or not. */
  requests: number;
  /** Resolves with the first accepted delivery that `match`es (or rejects after `timeoutMs`). */
  waitFor(match: (r: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): Promise<void>;
}

/**
 * An operators' system in a test: checks the signature, answers 500 to the first `failFirst` attempts
 * of each delivery and waits `delayMs` before answering (a slow receiver).
 */
export async function startWebhookReceiver(
  secret: string,
  options: { failFirst?: number; delayMs?: number } = {},
): Promise<WebhookReceiver> {
  const accepted: Received[] = [];
  const attempts = new Map<string, number>();
  const waiters: (() => void)[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = JSON.parse(body) as WebhookPayload;
      const seen = (attempts.get(payload.deliveryId) ?? 0) + 1;
      attempts.set(payload.deliveryId, seen);
      const answer = () => {
        if (seen <= (options.failFirst ?? 0)) {
          res.writeHead(500).end('down for a moment');
          return;
        }
        const signatureValid = verifySignature(
          secret,
          String(req.headers['x-timestamp']),
          body,
          String(req.headers['x-signature']),
        );
        accepted.push({ payload, headers: req.headers, signatureValid });
        res.writeHead(204).end();
        for (const wake of waiters.splice(0)) wake();
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/work-orders`,
    accepted,
    get requests() {
      return requests;
    },
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = accepted.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching delivery among ${accepted.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
