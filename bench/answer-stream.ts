// Speed of the built-in answer engine, in-process and through the real streamed API.
// Run: npm run bench:answers
// Options (env): BENCH_ROUNDS (questions per phase, default 200), BENCH_CONCURRENT (default 500),
// BENCH_DATABASE_URL (PostgreSQL instead of the embedded database; give it an empty database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildKnowledgeBase, createBuiltinEngine } from '@broker/assistant';
import { catalogueSchema } from '@broker/insurance';
import { build } from '../apps/server/src/app.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { loadConfig } from '../apps/server/src/config.js';
import { BENCH_QUESTIONS } from './answer-questions.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-answers-'));

const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  // The benchmark is one agent asking far faster than a person can.
  CHAT_RATE_LIMIT_PER_MINUTE: '10000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
// build() only builds: the demo agent and the catalogue are the server's start-up steps.
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const questionAt = (i: number): string => BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] ?? '';
const ms = (n: number) => `${n.toFixed(1)} ms`;

// ---- 1. the engine alone (no HTTP, no database) ----------------------------------------------------
const catalogue = catalogueSchema.parse(
  JSON.parse(fs.readFileSync(new URL('../data/catalogue/catalogue.json', import.meta.url), 'utf8')),
);
const engine = createBuiltinEngine(buildKnowledgeBase(catalogue));
const firstPart: number[] = [];
const wholeAnswer: number[] = [];
for (let i = 0; i < rounds; i++) {
  const question = questionAt(i);
  const started = performance.now();
  let first = 0;
  for await (const _part of engine.answer({
    question,
    category: 'General',
    context: { lockedProducts: [], entities: {} },
    history: [],
  })) {
    if (first === 0) first = performance.now() - started;
  }
  firstPart.push(first);
  wholeAnswer.push(performance.now() - started);
}

// ---- 2. through the API: one stream at a time ------------------------------------------------------
interface StreamTiming {
  firstEvent: number;
  whole: number;
  events: number;
  ended: boolean;
}
async function ask(question: string): Promise<StreamTiming> {
  const started = performance.now();
  const response = await fetch(`${address}/v1/conversestream/General`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ userPrompt: question, conversationId: '' }),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstEvent = 0;
  let buffer = '';
  let events = 0;
  let ended = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').find((line) => line.startsWith('data:'));
      if (!data) continue;
      if (firstEvent === 0) firstEvent = performance.now() - started;
      events += 1;
      const parsed = JSON.parse(data.slice(5)) as { data: { type: string } };
      if (parsed.data.type === 'error') throw new Error(`error event: ${data}`);
      if (parsed.data.type === 'end') ended = true;
    }
  }
  return { firstEvent, whole: performance.now() - started, events, ended };
}

for (let i = 0; i < 20; i++) await ask(questionAt(i)); // warm-up
const sequential: StreamTiming[] = [];
for (let i = 0; i < rounds; i++) sequential.push(await ask(questionAt(i)));

// ---- 3. many streams at once ------------------------------------------------------------------------
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);
const burstStarted = performance.now();
const outcomes = await Promise.allSettled(Array.from({ length: concurrent }, (_, i) => ask(questionAt(i))));
const burstMs = performance.now() - burstStarted;
clearInterval(sampler);
const failures = outcomes.filter((o) => o.status === 'rejected');
const burst = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
const unfinished = burst.filter((t) => !t.ended).length;

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(
  `\n${db}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}, ${os.cpus().length} cores, ${BENCH_QUESTIONS.length} questions`,
);
console.log(
  `engine only (${rounds}):   first part p50 ${ms(percentile(firstPart, 50))} p95 ${ms(percentile(firstPart, 95))}`,
);
console.log(
  `                        whole answer p50 ${ms(percentile(wholeAnswer, 50))} p95 ${ms(percentile(wholeAnswer, 95))}`,
);
const seqFirst = sequential.map((t) => t.firstEvent);
const seqWhole = sequential.map((t) => t.whole);
console.log(
  `API, one at a time (${rounds}): first event p50 ${ms(percentile(seqFirst, 50))} p95 ${ms(percentile(seqFirst, 95))}`,
);
console.log(
  `                        whole answer p50 ${ms(percentile(seqWhole, 50))} p95 ${ms(percentile(seqWhole, 95))}`,
);
console.log(
  `API, ${concurrent} at once: ${failures.length} failed, ${unfinished} without end event, all done in ${ms(burstMs)}; ` +
    `first event p95 ${ms(
      percentile(
        burst.map((t) => t.firstEvent),
        95,
      ),
    )}, whole p95 ${ms(
      percentile(
        burst.map((t) => t.whole),
        95,
      ),
    )}`,
);
console.log(
  `memory rss: before ${(rssBefore / 2 ** 20).toFixed(0)} MiB, peak ${(rssPeak / 2 ** 20).toFixed(0)} MiB`,
);
if (failures.length > 0) console.log(String((failures[0] as PromiseRejectedResult).reason));
