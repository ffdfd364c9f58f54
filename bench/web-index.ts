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
import { chromium } from 'playwright-core';
import { createAgent } from '../e2e/helpers/agent.js';
import { startServer } from '../e2e/helpers/server.js';
import { runLighthouse } from './lighthouse.js';

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

await runLighthouse({
  label: 'as the server serves it',
  url: `${server.url}/#/index`,
  runs,
  sessionToken: agent.token,
});
// BENCH_LH_PROXY=0 skips the comparison run behind the gzip proxy.
if (process.env.BENCH_LH_PROXY !== '0') {
  const proxy = await gzipProxy(server.url);
  await runLighthouse({
    label: 'behind a gzip proxy',
    url: `${proxy.url}/#/index`,
    runs,
    sessionToken: agent.token,
  });
  await proxy.close();
}
await server.stop();
