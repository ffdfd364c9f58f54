/// <reference lib="dom" />
// /index in a production build, signed in: the JavaScript it needs (gzip), Lighthouse's mobile preset
// (performance, accessibility) in the system Chromium, offline, and the page's own Performance API figures.
// Run: npm run bench:web  (builds the web app first; needs /usr/bin/chromium or CHROMIUM_PATH)
// Options (env): BENCH_LH_RUNS (3; the median run is reported), BENCH_LH_PROXY (0: skip the gzip-proxy
// comparison), CHROMIUM_PATH.
// Lighthouse runs twice: against the server as it serves (no compression of static files), and through a
// gzip proxy in front of it (what a compressing reverse proxy would give).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { createAgent } from '../e2e/helpers/agent.js';
import { startServer } from '../e2e/helpers/server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

const server = await startServer();
const agent = await createAgent(server, 'BENCH002', '压测经纪人');
const dist = path.resolve('apps/web/dist');
console.log(`${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);

// 1. The JavaScript /index loads, signed in, from a cold cache: what it needs for the first screen, and
//    what comes after (the Markdown renderer is preloaded when the browser is idle).
{
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((token) => {
    sessionStorage.setItem('user', JSON.stringify({ state: { token }, version: 0 }));
  }, agent.token);
  const page = await context.newPage();
  const scripts: { file: string; before: boolean }[] = [];
  let ready = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ file: new URL(response.url()).pathname, before: !ready });
  });
  await page.goto('/#/index');
  await page.getByText('您想问哪一类问题').waitFor();
  ready = true;
  await page.waitForLoadState('networkidle');
  await browser.close();
  const size = (file: string) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    return { raw: bytes.length, gz: gzip(bytes) };
  };
  const sum = (list: { file: string }[]) =>
    list.reduce(
      (acc, s) => {
        const { raw, gz } = size(s.file);
        return { raw: acc.raw + raw, gz: acc.gz + gz };
      },
      { raw: 0, gz: 0 },
    );
  const first = scripts.filter((s) => s.before);
  const later = scripts.filter((s) => !s.before);
  console.log('\nJavaScript for /index (gzip -9 of the built files)');
  for (const s of scripts)
    console.log(
      `  ${s.before ? 'first screen' : 'after idle  '} ${s.file.padEnd(48)} ${kb(size(s.file).gz)}`,
    );
  const a = sum(first);
  const b = sum(later);
  console.log(`  first screen: ${first.length} files, ${kb(a.raw)} raw, ${kb(a.gz)} gzip (target ≤ 150 KB)`);
  console.log(
    `  with the idle preloads: ${scripts.length} files, ${kb(a.raw + b.raw)} raw, ${kb(a.gz + b.gz)} gzip`,
  );
}

// A reverse proxy that gzips text responses, as nginx with `gzip on` would.
async function gzipProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const proxy = http.createServer((req, res) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding')
          headers.set(name, value);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const upstream = await fetch(`${target}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding')
          out[name] = value;
      });
      const type = upstream.headers.get('content-type') ?? '';
      if (/gzip/.test(String(req.headers['accept-encoding'])) && /javascript|css|html|json|svg/.test(type)) {
        res.writeHead(upstream.status, { ...out, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(zlib.gzipSync(body, { level: 6 }));
      } else {
        res.writeHead(upstream.status, out);
        res.end(body);
      }
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

interface LongTaskItem {
  url: string;
  duration: number;
  startTime: number;
}

async function runLighthouse(label: string, baseUrl: string) {
  // 2. Lighthouse, mobile preset (its default config: Moto G Power screen, simulated slow 4G, 4× CPU), in
  //    the system Chromium. The session token is put in sessionStorage before the app's scripts run.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const results: {
    performance: number;
    accessibility: number;
    metrics: Record<string, number>;
    failing: string[];
    longTasks: string[];
  }[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument((token: string) => {
        sessionStorage.setItem('user', JSON.stringify({ state: { token }, version: 0 }));
      }, agent.token);
      const result = await lighthouse(
        `${baseUrl}/#/index`,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        undefined,
        page,
      );
      if (!result) throw new Error('Lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          SI: metric('speed-index'),
          CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        },
        failing: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        // What TBT is made of: the main-thread tasks over 50 ms (simulated), with the script behind each.
        longTasks: (
          (audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []
        ).map(
          (t) =>
            `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url.split('/').pop() || t.url})`,
        ),
      });
      if (result.lhr.runtimeError) console.log('Lighthouse runtime error:', result.lhr.runtimeError.message);
      await page.close();
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  results.sort((x, y) => x.performance - y.performance);
  console.log(
    `\nLighthouse ${runs} runs, ${label} (mobile preset, ${CHROMIUM}); performance / accessibility per run:`,
  );
  console.log('  ' + results.map((r) => `${r.performance} / ${r.accessibility}`).join(', '));
  const median = results[Math.floor(results.length / 2)];
  if (median) {
    console.log(
      `  median: performance ${median.performance} (target ≥ 90), accessibility ${median.accessibility} (target ≥ 95)`,
    );
    console.log(`  metrics (ms): ${JSON.stringify(median.metrics)}`);
    if (median.failing.length) console.log(`  accessibility audits not passed: ${median.failing.join(', ')}`);
    console.log(`  long tasks: ${median.longTasks.join('; ') || 'none'}`);
  }
}

await runLighthouse('as the server serves it', server.url);
// BENCH_LH_PROXY=0 skips the comparison run behind the gzip proxy.
if (process.env.BENCH_LH_PROXY !== '0') {
  const proxy = await gzipProxy(server.url);
  await runLighthouse('behind a gzip proxy', proxy.url);
  await proxy.close();
}
await server.stop();
