// Work orders accepted per second while the operators' webhook answers after 1 s, and proof that none
// is lost: every accepted order must arrive at the receiver (signed) once the outbox has drained.
// Run: node --import tsx bench/work-orders.ts
// Options (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_RECEIVER_DELAY_MS
// (default 1000), BENCH_DATABASE_URL (PostgreSQL instead of the embedded database; an empty one).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { verifySignature, type WebhookPayload } from '../apps/server/src/services/work-orders/webhook.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const delayMs = Number(process.env.BENCH_RECEIVER_DELAY_MS ?? 1000);
const secret = 'bench-webhook-secret-0123456789';

// The operators' system: slow, and counting each order once (deliveries are at-least-once).
const received = new Set<string>();
let badSignatures = 0;
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    setTimeout(() => {
      if (
        !verifySignature(secret, String(req.headers['x-timestamp']), body, String(req.headers['x-signature']))
      )
        badSignatures += 1;
      received.add((JSON.parse(body) as WebhookPayload).workOrder.id);
      res.writeHead(204).end();
    }, delayMs);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-wo-'));
const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  CS_WEBHOOK_URL: receiverUrl,
  CS_WEBHOOK_SECRET: secret,
  CS_DELIVERY_POLL_MS: '200',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openConfiguredDatabase(config);
const app = await build(config, { database, logger: false });
app.addHook('onClose', () => database.close());
await prepareToServe(database.db, config, app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await fetch(`${address}/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };

const result = await autocannon({
  url: `${address}/v1/workorder/create`,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { authorization: token, 'content-type': 'application/json' },
  body: JSON.stringify({ name: '压测', phone: '13800138000', category: 'other', problem: '压测工单' }),
});
const accepted = result['2xx'];

// Every order the server stored (autocannon stops counting answers at the deadline) must arrive.
await new Promise((r) => setTimeout(r, 1000));
const counted = (await database.db.execute(sql`select count(*)::int as n from work_orders`)) as unknown as {
  rows: { n: number }[];
};
const stored = counted.rows[0]?.n ?? 0;
const drainStart = Date.now();
while (received.size < stored && Date.now() - drainStart < 600_000) {
  await new Promise((r) => setTimeout(r, 200));
}
const drainSeconds = (Date.now() - drainStart) / 1000;
await app.close();
receiver.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(
  `\n${db}, ${connections} connections, ${seconds} s, receiver ${delayMs} ms, Node ${process.version}, ${os.cpus().length} cores`,
);
console.log(
  `accepted: ${accepted} (${(accepted / seconds).toFixed(0)}/s), non-2xx ${result.non2xx}, errors ${result.errors}`,
);
console.log(`create latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(
  `stored: ${stored}, delivered: ${received.size}, lost ${stored - received.size}, bad signatures ${badSignatures}`,
);
console.log(
  `drain after the load: ${drainSeconds.toFixed(1)} s (${(received.size / Math.max(drainSeconds, 0.001)).toFixed(1)}/s)`,
);
