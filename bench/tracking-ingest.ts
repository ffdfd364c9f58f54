// Tracking ingestion (decision 028): events per second that POST /buried/spm/save accepts, that none is
// lost (every accepted event is in the table), and the chat's answer latency idle vs while it runs.
// Run: npm run bench:tracking
// Options (env): BENCH_SENDERS (agents sending at once, default 20), BENCH_BATCHES (per sender, 100),
// BENCH_EVENTS (per batch, 50), BENCH_QUESTIONS (answers timed per phase, 20), BENCH_INTERVAL_MS (each
// sender waits this long between batches, as the app's tracker does every 10 s; default 0, a flood),
// BENCH_DATABASE_URL (PostgreSQL instead of the embedded database; give it an empty database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { trackingEvents } from '../apps/server/src/db/schema-tracking.js';
import { usersRepository } from '../apps/server/src/db/users-repository.js';
import { hashPassword } from '../apps/server/src/services/auth/password.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { BENCH_QUESTIONS } from './answer-questions.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const senders = Number(process.env.BENCH_SENDERS ?? 20);
const batchesPerSender = Number(process.env.BENCH_BATCHES ?? 100);
const eventsPerBatch = Number(process.env.BENCH_EVENTS ?? 50);
const questions = Number(process.env.BENCH_QUESTIONS ?? 20);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-tracking-'));

const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  CHAT_RATE_LIMIT_PER_MINUTE: '10000',
  // Measured: the limits' own cost stays in (every request is counted), their refusals do not.
  TRACKING_BATCHES_PER_MINUTE: '100000',
  TRACKING_BATCHES_PER_IP_PER_MINUTE: '1000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openConfiguredDatabase(config);
const app = await build(config, { database, logger: false });
app.addHook('onClose', () => database.close());
await prepareToServe(database.db, config, app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function signIn(workId: string): Promise<string> {
  const response = await fetch(`${address}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workId, password: workId === 'DEMO001' ? 'demo1234' : 'bench-pass-1234' }),
  });
  return ((await response.json()) as { token: string }).token;
}
const tokens: string[] = [];
for (let i = 0; i < senders; i++) {
  const workId = `BT${String(i).padStart(4, '0')}`;
  await usersRepository(database.db).create({
    workId,
    realName: workId,
    passwordHash: await hashPassword('bench-pass-1234'),
    origin: 'local',
  });
  tokens.push(await signIn(workId));
}
const chatToken = await signIn('DEMO001');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ??
  NaN;

async function answerTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < questions; i++) {
    const started = performance.now();
    const response = await fetch(`${address}/v1/conversestream/General`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: chatToken },
      body: JSON.stringify({ userPrompt: BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] }),
    });
    await response.text();
    times.push(performance.now() - started);
  }
  return times;
}

const batch = (token: string, n: number) =>
  JSON.stringify({
    token,
    events: Array.from({ length: eventsPerBatch }, (_, i) => ({
      spm: '100.18.1001',
      type: 'page',
      routAdd: '/index',
      duration: 1000 + i,
      browser: 'Chrome',
      os: 'Android 14',
      device: 'Mobile',
      sessionId: `bench-${n}`,
    })),
  });

const idle = await answerTimes();

let accepted = 0;
let refused = 0;
const started = performance.now();
const ingest = Promise.all(
  tokens.map(async (token, s) => {
    for (let b = 0; b < batchesPerSender; b++) {
      const response = await fetch(`${address}/buried/spm/save`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: batch(token, s * batchesPerSender + b),
      });
      if (response.ok) accepted += ((await response.json()) as { accepted: number }).accepted;
      else {
        refused += 1;
        await response.text();
      }
      if (intervalMs > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }),
);
const [busy] = await Promise.all([answerTimes(), ingest]);
const seconds = (performance.now() - started) / 1000;
const [{ stored }] = (await database.db
  .select({ stored: sql<number>`count(*)::int` })
  .from(trackingEvents)) as [{ stored: number }];

const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(
  `database: ${database.kind}; ${senders} agents × ${batchesPerSender} batches × ${eventsPerBatch} events${intervalMs > 0 ? `, a batch every ${intervalMs} ms each` : ' (flood)'}`,
);
console.log(
  `accepted ${accepted} events in ${seconds.toFixed(1)} s = ${Math.round(accepted / seconds)} events/s; refused batches ${refused}; stored ${stored} (lost ${accepted - Number(stored)})`,
);
console.log(`answer, idle:            p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}`);
console.log(`answer, while ingesting: p50 ${ms(percentile(busy, 50))}, p95 ${ms(percentile(busy, 95))}`);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
