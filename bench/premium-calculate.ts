// The calculator's recalculation round trip (POST /v1/premium/calculate, decision 021) over the demo
// catalogue, through a real listening server and HTTP: what the phone waits for after each debounced
// change. Target (issue 14): p95 ≤ 30 ms. Run: npm run bench:calculate
// Options (env): BENCH_ROUNDS (rounds over every case, default 5), BENCH_DATABASE_URL (PostgreSQL
// instead of the embedded database; give it an empty database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FactorValues, ProductFactors } from '@broker/contract';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-calc-'));
const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
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
const post = (url: string, body: unknown) =>
  fetch(`${address}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });

// Every on-sale product, with what an agent changes: each payment term, and its defaults.
const page = (await (
  await fetch(`${address}/v1/products?pageSize=50&currentPage=1`, {
    headers: { authorization: token },
  })
).json()) as { result: { code: string }[]; totalPages: number };
const codes = page.result.map((p) => p.code);
for (let n = 2; n <= page.totalPages; n += 1) {
  const next = (await (
    await fetch(`${address}/v1/products?pageSize=50&currentPage=${n}`, {
      headers: { authorization: token },
    })
  ).json()) as { result: { code: string }[] };
  codes.push(...next.result.map((p) => p.code));
}
const cases: { code: string; factors: FactorValues; illustrated: boolean }[] = [];
for (const code of codes) {
  const form = (await (
    await post('/v1/prodfactors/app_fetch', { productCode: code })
  ).json()) as ProductFactors;
  for (const term of form.paymentTerms)
    cases.push({ code, factors: { paymentTerm: term.value }, illustrated: false });
}
// Which cases carry an illustration (products with cash values), from a first pass that also warms up.
for (const c of cases) {
  const res = await post('/v1/premium/calculate', { productCode: c.code, factors: c.factors });
  const body = (await res.json()) as { illustration?: unknown };
  c.illustrated = res.status === 200 && body.illustration !== null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  return `${f(percentile(sorted, 0.5))} / ${f(percentile(sorted, 0.95))} / ${f(sorted[sorted.length - 1] ?? 0)}`;
};
const times = { all: [] as number[], illustrated: [] as number[], plain: [] as number[] };
let refused = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const c of cases) {
    const started = performance.now();
    const res = await post('/v1/premium/calculate', { productCode: c.code, factors: c.factors });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) refused += 1;
    times.all.push(ms);
    (c.illustrated ? times.illustrated : times.plain).push(ms);
  }
}
console.log(
  `${codes.length} products, ${cases.length} cases (each payment term), ${rounds} rounds; ${refused} refused`,
);
console.log('| cases | requests | p50 / p95 / max ms |\n|---|---|---|');
console.log(`| with illustration | ${times.illustrated.length} | ${stats(times.illustrated)} |`);
console.log(`| without (medical, accident, term) | ${times.plain.length} | ${stats(times.plain)} |`);
console.log(`| **all** | ${times.all.length} | ${stats(times.all)} |`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
