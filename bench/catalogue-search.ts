// Catalogue search (GET /v1/products) over a generated catalogue of 2,000 products, in-process: the
// service call alone and the whole HTTP route (session check, query schema, serialization) through
// app.inject. Target (issue 3): ≤ 10 ms at p95. Run: node --import tsx bench/catalogue-search.ts
// Options (env): BENCH_PRODUCTS (default 2000), BENCH_ROUNDS (default 200 per query),
// BENCH_DATABASE_URL (PostgreSQL instead of the embedded database; give it an empty database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@broker/contract';
import { build } from '../apps/server/src/app.js';
import { seedInstallation } from '../apps/server/src/start-up.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { catalogueService } from '../apps/server/src/services/catalogue/catalogue-service.js';
import { importCatalogue } from '../apps/server/src/services/catalogue/import-catalogue.js';
import { productSearchQuerySchema } from '@broker/contract';
import { NO_REQUEST_LIMITS } from './limits.js';

const total = Number(process.env.BENCH_PRODUCTS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const root = path.resolve(import.meta.dirname, '..');
const source = JSON.parse(fs.readFileSync(path.join(root, 'data/catalogue/catalogue.json'), 'utf8')) as {
  companies: unknown[];
  products: Product[];
  faq: unknown[];
};

// Clones of the demo products with new codes, names and aliases, so names differ as real ones do.
const EDITIONS = ['', '尊享版', '优选版', '臻享版', '青春版', '家庭版', '经典版', '至尊版', 'Plus', '2026版'];
function generated(n: number): Product[] {
  const out: Product[] = [];
  for (let i = 0; out.length < n; i += 1) {
    const base = source.products[i % source.products.length] as Product;
    const round = Math.floor(i / source.products.length);
    const edition = `${EDITIONS[round % EDITIONS.length]}${round >= EDITIONS.length ? Math.floor(round / EDITIONS.length) + 1 : ''}`;
    out.push({
      ...base,
      code: round === 0 ? base.code : `${base.code}-G${round}`,
      name: `${base.name}${edition}`.slice(0, 60),
      aliases: base.aliases.map((a) => `${a}${edition}`.slice(0, 30)),
    });
  }
  return out;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-'));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  pgliteDir: process.env.BENCH_DATABASE_URL ? undefined : path.join(dataDir, 'db'),
});
const catalogueFile = path.join(dataDir, 'catalogue.json');
fs.writeFileSync(catalogueFile, JSON.stringify({ ...source, products: generated(total) }));
let started = performance.now();
const report = await importCatalogue(database.db, catalogueFile);
const importSeconds = (performance.now() - started) / 1000;

const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  CATALOGUE_DIR: path.join(dataDir, 'none'),
});
const app = await build(config, { database, logger: false });
// build() only builds: the demo agent is a start-up step (the catalogue was imported above).
await seedInstallation(database.db, config, app.log);
const login = await app.inject({
  method: 'POST',
  url: '/v1/login',
  payload: { workId: 'DEMO001', password: 'demo1234' },
});
const { token } = login.json<{ token: string }>();
const service = catalogueService(database.db);

const QUERIES: [string, string][] = [
  ['first page, no filter', ''],
  ['keyword: part of names', 'keyword=重疾'],
  [
    'keyword: exact alias',
    `keyword=${encodeURIComponent(source.products.find((p) => p.onSale)?.aliases[0] ?? '')}`,
  ],
  ['keyword: company', `keyword=${encodeURIComponent('人寿')}`],
  ['keyword: two words', `keyword=${encodeURIComponent('终身 尊享')}`],
  ['keyword: no match', `keyword=${encodeURIComponent('没有这个产品')}`],
  ['type + age + gender', `type=${encodeURIComponent('重疾险')}&age=30&gender=F`],
  [
    'company + age band',
    `company=${encodeURIComponent(String((source.companies[0] as { code: string }).code))}&age=18-30`,
  ],
  ['page 20 of everything', 'onSale=不限&currentPage=20&pageSize=50'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0 };
}

const rows: string[] = [];
const all = { service: [] as number[], http: [] as number[] };
for (const [title, query] of QUERIES) {
  const parsed = productSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const found = await service.search(parsed);
  const direct: number[] = [];
  const http: number[] = [];
  for (let i = 0; i < rounds + 20; i += 1) {
    started = performance.now();
    await service.search(parsed);
    const a = performance.now() - started;
    started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/v1/products?${query}`,
      headers: { authorization: token },
    });
    const b = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${title}: ${res.statusCode} ${res.body}`);
    if (i >= 20) {
      direct.push(a);
      http.push(b);
    }
  }
  all.service.push(...direct);
  all.http.push(...http);
  const s = stats(direct);
  const h = stats(http);
  rows.push(
    `| ${title} | ${found.totalNum} | ${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} | ${h.p50.toFixed(2)} / ${h.p95.toFixed(2)} / ${h.max.toFixed(1)} |`,
  );
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(
  `\n${db}; ${total} products (import ${importSeconds.toFixed(1)} s: ${JSON.stringify(report.products)}); ${rounds} rounds per query; Node ${process.version}, ${os.cpus().length} cores\n`,
);
console.log('| query | matches | service p50 / p95 ms | HTTP p50 / p95 / max ms |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
const s = stats(all.service);
const h = stats(all.http);
console.log(
  `| **all queries** | | ${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} | ${h.p50.toFixed(2)} / ${h.p95.toFixed(2)} / ${h.max.toFixed(1)} |`,
);
