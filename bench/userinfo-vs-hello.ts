// Requests per second of POST /v1/userinfo (session lookup + user + agreement query) as a ratio of a
// hello-world route on the same server, process and database. Run: npm run bench
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20),
// BENCH_DATABASE_URL (PostgreSQL instead of the embedded database).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { build } from '../apps/server/src/app.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { loadConfig } from '../apps/server/src/config.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-'));

const config = loadConfig({
  ...NO_REQUEST_LIMITS,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
// build() only builds: the demo agent is one of the server's start-up steps.
const database = await openConfiguredDatabase(config);
const app = await build(config, { database, logger: false });
app.addHook('onClose', () => database.close());
await prepareToServe(database.db, config, app.log);
app.get('/bench/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${address}/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ workId: 'DEMO001', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };

async function measure(title: string, opts: Partial<autocannon.Options>) {
  const result = await autocannon({ url: address, connections, duration: seconds, ...opts });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

// Warm up both paths (JIT, connection pool) before measuring.
await measure('warm-up', { url: `${address}/bench/hello`, duration: 2 });
const hello = await measure('GET /bench/hello', { url: `${address}/bench/hello` });
const userinfo = await measure('POST /v1/userinfo', {
  url: `${address}/v1/userinfo`,
  method: 'POST',
  headers: { authorization: token, 'content-type': 'application/json' },
  body: '{}',
});

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(
  `\n${db}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}, ${connections} connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} cores`,
);
for (const r of [hello, userinfo]) {
  console.log(
    `${r.title.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`,
  );
}
console.log(`ratio userinfo / hello: ${(userinfo.rps / hello.rps).toFixed(3)}`);
