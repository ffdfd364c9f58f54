/// <reference lib="dom" />
// The customer's page of a shared comparison (issue 13): the JavaScript it loads on a cold load without
// a session (gzip -9 of the built files; target ≤ 120 KB) and Lighthouse's mobile preset on it (target:
// performance ≥ 90), in the system Chromium, offline. The comparison is five products with
// illustrations, the largest a customer gets.
// Run: npm run bench:compare:page  (builds the web app first; needs /usr/bin/chromium or CHROMIUM_PATH)
// Options (env): BENCH_LH_RUNS (3; the median run is reported), CHROMIUM_PATH.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { sharePageUrl } from '@broker/contract';
import { createAgent } from '../e2e/helpers/agent.js';
import { startServer } from '../e2e/helpers/server.js';
import { runLighthouse } from './lighthouse.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

const server = await startServer();
const agent = await createAgent(server, 'BENCH013', '压测经纪人');
console.log(`${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
const saved = await agent.api<{ id: string }>('POST', '/v1/prodcompare/history/save/new', {
  productCodes: ['QYRS-IWL02', 'JHRS-IWL02', 'SBRS-WL01', 'QYRS-ANN02', 'HYRS-CI01'],
  factors: { age: 30, gender: 'F' },
  productFactors: {},
});
if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
const share = await agent.api<{ path: string }>('GET', `/v1/product/compare/share/code?id=${saved.body.id}`);
// The link the share sheet hands out: the light share page (decision 038).
const sharedUrl = sharePageUrl(server.url, share.body.path);

// 1. Every script the customer's browser fetches, cold, until the table and the notices are on screen
//    and the network is idle (the view report sent).
{
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_UA,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(sharedUrl);
  await page.getByText('保险有风险，投保需谨慎', { exact: false }).waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  const dist = path.resolve('apps/web/dist');
  let raw = 0;
  let gz = 0;
  console.log('\nJavaScript for the shared comparison (gzip -9 of the built files)');
  for (const file of scripts) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const size = zlib.gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += size;
    console.log(`  ${file.padEnd(56)} ${kb(size)}`);
  }
  console.log(`  all: ${scripts.length} files, ${kb(raw)} raw, ${kb(gz)} gzip (target ≤ 120 KB)`);
}

// 2. Lighthouse on a cold load of the same link (Lighthouse clears the cache and storage first).
await runLighthouse({ label: 'shared comparison, five products', url: sharedUrl, runs });
await server.stop();
