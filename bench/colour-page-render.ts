// Colour-page rendering (issue 14, decision 022) through a real listening server and HTTP: the time from
// the agent's 生成彩页 to the saved page, each save drawing a new 1080-px PNG (the customer's name is in
// the image, so every save here differs and none is served from the stored copy).
// Targets (issue 14): p95 ≤ 800 ms, PNG ≤ 2 MB; and renders per second on one instance at 4 concurrent.
// Run: npm run bench:colour-page
// Options (env): BENCH_ROUNDS (sequential saves, default 30), BENCH_CONCURRENT_SECONDS (default 20),
// BENCH_DATABASE_URL (PostgreSQL instead of the embedded database; give it an empty database),
// RENDER_WORKERS (the server's own setting: worker threads drawing; default cores − 1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ColourPage } from '@broker/contract';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const loadAtStart = os.loadavg()[0] ?? 0;
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const concurrentSeconds = Number(process.env.BENCH_CONCURRENT_SECONDS ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-cp-'));
const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  ...(process.env.RENDER_WORKERS ? { RENDER_WORKERS: process.env.RENDER_WORKERS } : {}),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openConfiguredDatabase(config);
const startedAt = performance.now();
const app = await build(config, { database, logger: false });
app.addHook('onClose', () => database.close());
await prepareToServe(database.db, config, app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const readyMs = performance.now() - startedAt;
// As the server does after listening (BENCH_COLD=1 leaves it out, to see the first render pay for it).
const warmed = process.env.BENCH_COLD ? Promise.resolve() : app.renderer.warm();
const login = await fetch(`${address}/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };

// Time spent drawing (in the render worker, with any wait for it), and how many of the page's bands
// were drawn rather than copied from the worker's bands (decision 043).
const drawing = { ms: [] as number[], drawn: 0, reused: 0 };
const stack = app.renderer.stack.bind(app.renderer);
app.renderer.stack = async (job) => {
  const started = performance.now();
  const stacked = await stack(job);
  drawing.ms.push(performance.now() - started);
  drawing.drawn += stacked.drawn;
  drawing.reused += stacked.reused;
  return stacked;
};

// Every section, the product with the richest page (a whole-life plan has the illustration chart).
// Each customer differs from the last in name, age, gender and sum insured (and the theme turns), so
// the bands that show them (header, plan, premium, illustration, claims) are new for every save: no
// combination repeats within 444 saves. The product's own cards (highlights, cover, insurer) repeat per
// theme, as they do for every agent presenting the same product.
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const SUMS = [300_000, 500_000, 800_000, 1_000_000];
let serial = 0;
const input = () => {
  serial += 1;
  const name = `${SURNAMES[serial % SURNAMES.length]}先生${serial}`;
  return {
    productCode: process.env.BENCH_PRODUCT ?? 'QYRS-CI02',
    customer: { name, gender: serial % 2 ? 'M' : 'F', age: 18 + (serial % 37) },
    factors: { sumInsured: SUMS[serial % SUMS.length] },
    sections: ['highlights', 'cover', 'premium', 'illustration', 'claims', 'insurer'],
    theme: ['classic', 'vitality', 'elegant'][serial % 3],
    agent: { phone: '13800138000' },
  };
};
async function save(): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${address}/v1/colourpage/save/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(input()),
  });
  const body = (await res.json()) as ColourPage & { detail?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`save ${res.status}: ${body.detail ?? ''}`);
  return { ms, bytes: body.imageBytes };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0);
  return `${f(percentile(sorted, 0.5))} / ${f(percentile(sorted, 0.95))} / ${f(sorted[sorted.length - 1] ?? 0)}`;
};

// The event loop while the renderer warms: how long a request could wait behind it.
let worstStall = 0;
let last = performance.now();
const probe = setInterval(() => {
  const at = performance.now();
  worstStall = Math.max(worstStall, at - last - 5);
  last = at;
}, 5);
await warmed;
clearInterval(probe);
const warmMs = performance.now() - startedAt - readyMs;
const first = await save();
drawing.ms.length = 0;
const sequential: number[] = [];
const sizes: number[] = [];
for (let n = 0; n < rounds; n += 1) {
  const { ms, bytes } = await save();
  sequential.push(ms);
  sizes.push(bytes);
}

const sequentialDrawing = stats(drawing.ms);
drawing.ms.length = 0;

// Four agents saving at once, each starting its next save when the last returns.
const concurrent: number[] = [];
const until = performance.now() + concurrentSeconds * 1000;
const began = performance.now();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (performance.now() < until) concurrent.push((await save()).ms);
  }),
);
const elapsed = (performance.now() - began) / 1000;

const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
console.log(
  `load average ${loadAtStart.toFixed(1)} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at end; ${config.renderWorkers} render worker(s)`,
);
console.log(
  `server ready in ${readyMs.toFixed(0)} ms; renderer warm ${warmMs.toFixed(0)} ms later (longest event-loop stall ${worstStall.toFixed(0)} ms); first save ${first.ms.toFixed(0)} ms`,
);
console.log(
  '| saves | requests | save p50 / p95 / max ms | of which drawing p50 / p95 / max ms |\n|---|---|---|---|',
);
console.log(`| one at a time | ${sequential.length} | ${stats(sequential)} | ${sequentialDrawing} |`);
console.log(
  `| 4 concurrent, ${concurrentSeconds} s | ${concurrent.length} | ${stats(concurrent)} | ${stats(drawing.ms)} |`,
);
console.log(`bands drawn ${drawing.drawn}, copied ${drawing.reused} (every save since the start)`);
console.log(
  `renders per second at 4 concurrent: ${(concurrent.length / elapsed).toFixed(2)}; PNG ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB`,
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
