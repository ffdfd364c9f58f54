// Product comparison and sharing (issue 13, decision 018), through a real listening server:
// 1. five products with illustrations compared (`POST /v1/prodcompare/compare`): the service call
//    alone and the whole HTTP round trip, p50/p95. Target: server time p95 ≤ 50 ms.
// 2. view reports (`POST /v1/behavior/reporting`, public) sent at a fixed rate by autocannon, each a
//    new page view of one of many shared comparisons; then every accepted report must be a stored
//    view. Target: 1,000 reports a second accepted without loss on PostgreSQL.
// Run: npm run bench:compare
// Options (env): BENCH_ROUNDS (rounds over the comparison cases, 20), BENCH_RATE (reports/s, 1000),
// BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_SHARES (shared comparisons the reports spread over,
// 250: each stays under the 60 reports a minute per share and address), BENCH_DATABASE_URL
// (PostgreSQL instead of the embedded database; give it an empty database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { shareViews } from '../apps/server/src/db/schema-tools.js';
import { compareService } from '../apps/server/src/services/compare/index.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const shareCount = Number(process.env.BENCH_SHARES ?? 250);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-compare-'));
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
const { token } = (await (
  await fetch(`${address}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
  })
).json()) as { token: string };
const call = (method: string, url: string, body?: unknown) =>
  fetch(`${address}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `${f(percentile(sorted, 0.5))} / ${f(percentile(sorted, 0.95))} / ${f(sorted.at(-1) ?? NaN)}`;
};
console.log(
  `${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, ${database.kind}`,
);

// 1. Five products with illustrations: every window of five on-sale products of each type that has
//    cash values, and mixed sets, for a customer of 30.
const catalogue = JSON.parse(fs.readFileSync('data/catalogue/catalogue.json', 'utf8')) as {
  products: { code: string; type: string; onSale: boolean }[];
};
const byType = new Map<string, string[]>();
for (const p of catalogue.products)
  if (p.onSale && ['critical_illness', 'whole_life', 'increasing_whole_life', 'annuity'].includes(p.type))
    byType.set(p.type, [...(byType.get(p.type) ?? []), p.code]);
const cases: string[][] = [];
for (const codes of byType.values())
  for (let i = 0; i + 5 <= codes.length; i += 1) cases.push(codes.slice(i, i + 5));
const types = [...byType.values()];
for (let i = 0; i < 4; i += 1)
  cases.push(types.map((codes) => codes[i] ?? codes[0] ?? '').concat(types[0]?.[i + 5] ?? ''));
const requests = cases.map((productCodes) => ({
  productCodes: [...new Set(productCodes.filter(Boolean))].slice(0, 5),
  factors: { age: 30, gender: 'M' },
  productFactors: {},
}));
const service = compareService(database.db, app.renderer);
let illustrated = 0;
for (const request of requests) {
  const result = await service.compare(request);
  illustrated += result.products.filter((p) => p.illustration?.rows.length).length;
}
// Wall time, and the CPU time this process spent (user + system): on a machine shared with other work
// the wall time includes waiting for a core; the CPU time is what the call itself costs.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const inProcess: number[] = [];
const inProcessCpu: number[] = [];
const overHttp: number[] = [];
const overHttpCpu: number[] = [];
for (let round = 0; round < rounds; round += 1)
  for (const request of requests) {
    let started = performance.now();
    let cpu = process.cpuUsage();
    await service.compare(request);
    inProcess.push(performance.now() - started);
    inProcessCpu.push(cpuMs(cpu));
    started = performance.now();
    cpu = process.cpuUsage();
    const response = await call('POST', '/v1/prodcompare/compare', request);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`compare ${response.status}`);
    overHttp.push(performance.now() - started);
    overHttpCpu.push(cpuMs(cpu));
  }
console.log(
  `\n1. Five products compared: ${requests.length} sets (${illustrated} of ${requests.length * 5} products illustrated), ${rounds} rounds`,
);
console.log('| measured | requests | p50 / p95 / max ms |\n|---|---|---|');
console.log(
  `| service call (compute, rows, illustrations), wall | ${inProcess.length} | ${stats(inProcess)} |`,
);
console.log(`| service call, CPU time | ${inProcessCpu.length} | ${stats(inProcessCpu)} |`);
console.log(`| HTTP round trip (session, schema, JSON), wall | ${overHttp.length} | ${stats(overHttp)} |`);
console.log(
  `| HTTP round trip, CPU time of server and client | ${overHttpCpu.length} | ${stats(overHttpCpu)} |`,
);
console.log(
  `load average during the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);

// 2. View reports at a fixed rate, spread over many shared comparisons (BENCH_PARTS=compare skips them).
if (process.env.BENCH_PARTS === 'compare') {
  await app.close();
  process.exit(0);
}
const shares: { id: string; code: string }[] = [];
// Only sets every product accepts can be saved (a refusal saves nothing, decision 018).
for (let i = 0; shares.length < shareCount && i < shareCount * 4; i += 1) {
  const response = await call('POST', '/v1/prodcompare/history/save/new', requests[i % requests.length]);
  if (response.status !== 200) {
    await response.arrayBuffer();
    continue;
  }
  const saved = (await response.json()) as { id: string };
  const code = (await (await call('GET', `/v1/product/compare/share/code?id=${saved.id}`)).json()) as {
    shareCode: string;
  };
  shares.push({ id: saved.id, code: code.shareCode });
}
if (shares.length < shareCount) throw new Error(`only ${shares.length} comparisons could be saved`);
let n = 0;
const reportBody = () => {
  n += 1;
  const share = shares[n % shares.length] ?? { id: '', code: '' };
  return JSON.stringify({
    type: 'view',
    sessionId: `bench-view-${n}`,
    visitorId: `bench-visitor-${n % 5000}`,
    shareCode: share.code,
    comparisonId: share.id,
    browser: 'WeChat',
    os: 'iOS 17',
    device: 'iPhone',
    engine: 'WebKit',
    spm: '100.18.compare-share',
    reportTime: Date.now(),
  });
};
const REPORT_HEADERS = {
  'content-type': 'application/json',
  'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.47',
};
// One at a time first: what a single report costs when nothing queues.
const single: number[] = [];
const singleCpu: number[] = [];
for (let i = 0; i < 300; i += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${address}/v1/behavior/reporting`, {
    method: 'POST',
    headers: REPORT_HEADERS,
    body: reportBody(),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`report ${response.status}`);
  single.push(performance.now() - started);
  singleCpu.push(cpuMs(cpu));
}
console.log(
  `\n2. View reports one at a time: wall ${stats(single)} ms, CPU of this process ${stats(singleCpu)} ms (p50 / p95 / max)`,
);
const [{ before }] = (await database.db.select({ before: sql<number>`count(*)::int` }).from(shareViews)) as [
  { before: number },
];
let shownRefusal = false;
const result = await autocannon({
  url: `${address}/v1/behavior/reporting`,
  connections,
  duration: seconds,
  overallRate: rate,
  requests: [
    {
      method: 'POST',
      headers: REPORT_HEADERS,
      onResponse: (status, body) => {
        if (status >= 400 && !shownRefusal) {
          shownRefusal = true;
          console.log(`first refusal: ${status} ${body}`);
        }
      },
      setupRequest: (request) => ({ ...request, body: reportBody() }),
    },
  ],
});
const [{ after }] = (await database.db.select({ after: sql<number>`count(*)::int` }).from(shareViews)) as [
  { after: number },
];
const accepted = result['2xx'];
console.log('status codes:', JSON.stringify(result.statusCodeStats));
const stored = after - before;
// Requests still in flight when autocannon stops are stored but not counted as accepted: lost is only
// an accepted report that is not stored.
console.log(
  `   at a fixed rate: ${connections} connections, ${rate}/s asked for ${seconds} s over ${shares.length} shares`,
);
console.log(
  '| asked | accepted (2xx) | refused | errors/timeouts | accepted/s | p50 / p99 ms | stored | lost |',
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| ${rate * seconds} | ${accepted} | ${result.non2xx} | ${result.errors + result.timeouts} | ${Math.round(accepted / result.duration)} | ${result.latency.p50} / ${result.latency.p99} | ${stored} | ${Math.max(0, accepted - stored)} |`,
);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
