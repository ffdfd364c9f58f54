// OCR of an A4 report photo (1,500×2,000 px) and the app's latency while reports are read (issue 15).
// Run: npx tsx bench/underwriting-ocr.ts   Options: BENCH_OCR_RUNS (10), BENCH_SECONDS (8).
// The real server in-process (embedded database); the page is drawn by the system Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase, prepareToServe } from '../apps/server/src/start-up.js';
import { NO_REQUEST_LIMITS } from './limits.js';

const runs = Number(process.env.BENCH_OCR_RUNS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const LINES = [
  '健康体检报告',
  '姓名：李某某　性别：男　年龄：47岁　体检编号：20261012-0387',
  '一般检查　身高 172 cm　体重 84 kg　体重指数 28.4　血压 152/96 mmHg　脉搏 78 次/分',
  '内科　心肺听诊未见异常，腹软，肝脾肋下未触及',
  '甲状腺彩超　甲状腺右叶见低回声结节，大小约1.4×1.0cm，边界清，TI-RADS 3类',
  '乳腺/前列腺　前列腺大小正常',
  '胸部CT　右肺上叶实性结节，直径约5mm，建议年度复查',
  '心电图　窦性心律，ST-T改变',
  '空腹血糖 6.6 mmol/L　糖化血红蛋白 6.1 %',
  '总胆固醇 6.4 mmol/L　甘油三酯 2.8 mmol/L　低密度脂蛋白 4.2 mmol/L',
  '尿酸 486 μmol/L　肌酐 82 μmol/L',
  '乙肝五项　HBsAg 阳性　HBeAg 阴性　抗-HBe 阳性　抗-HBc 阳性',
  '肝功能　ALT 31 U/L　AST 26 U/L　总胆红素 12.1 μmol/L',
  '肿瘤标志物　癌胚抗原(CEA) 2.1 ng/mL　甲胎蛋白 2.8 ng/mL',
  '主检结论：1. 血压偏高 2. 甲状腺结节 3. 肺结节 4. 血脂异常 5. 高尿酸血症 6. 乙肝病毒携带',
  '建议：低盐低脂饮食，3个月后复查血压、血脂，6个月后复查甲状腺彩超。',
];
const html = `<html><body style="margin:0;padding:90px;width:1320px;height:1820px;background:#fbfaf6;color:#222;
font:30px/2.1 'Noto Sans CJK SC','Noto Sans SC',sans-serif">${LINES.map((l, k) =>
  k === 0 ? `<h1 style="font-size:52px;text-align:center">${l}</h1>` : `<p style="margin:0 0 14px">${l}</p>`,
).join('')}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const shot = await browser.newPage({ viewport: { width: 1500, height: 2000 } });
await shot.setContent(html);
// JPEG like a phone photo.
const photo = await shot.screenshot({ type: 'jpeg', quality: 85 });
await browser.close();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-bench-ocr-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...NO_REQUEST_LIMITS });
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
const json = { authorization: token, 'content-type': 'application/json' };

async function upload(body: Buffer): Promise<{ path: string; ms: number }> {
  const started = performance.now();
  const slot = (await (await fetch(`${address}/v1/sts?name=a4.jpg`, { headers: json })).json()) as {
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const res = await fetch(`${address}${slot.uploadUrl}`, {
    method: 'PUT',
    headers: slot.headers,
    body: new Uint8Array(body),
  });
  const file = (await res.json()) as { path: string };
  return { path: file.path, ms: performance.now() - started };
}
const parse = (filePath: string) =>
  fetch(`${address}/v1/parse`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ file_path: filePath }),
  });
async function waitDone(filePath: string): Promise<string> {
  for (;;) {
    const res = await fetch(`${address}/v1/task/status`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ task_ids: [filePath] }),
    });
    const task = ((await res.json()) as { tasks: { status: string; text?: string; reason?: string }[] })
      .tasks[0];
    if (task?.status === 'done') return task.text ?? '';
    if (task?.status === 'failed') throw new Error(task.reason);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// 1. One report at a time: parse request to text, in the worker thread (the first run loads the models).
const times: number[] = [];
let text = '';
for (let k = 0; k <= runs; k++) {
  const { path: filePath } = await upload(photo);
  const started = performance.now();
  await parse(filePath);
  text = await waitDone(filePath);
  if (k > 0) times.push(performance.now() - started);
  else console.log(`first run (loads the models): ${(performance.now() - started).toFixed(0)} ms`);
}
console.log(
  `\nOCR of a 1500×2000 JPEG report, ${runs} runs: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
console.log(`text read (last run):\n${text}\n`);

// 2. Latency of a signed-in call and of an upload, idle and while 4 reports are read.
const userinfo = () =>
  autocannon({
    url: `${address}/v1/userinfo`,
    method: 'POST',
    headers: json,
    body: '{}',
    connections: 4,
    duration: seconds,
  });
const uploads = async () => {
  const ms: number[] = [];
  for (let k = 0; k < 5; k++) ms.push((await upload(photo)).ms);
  return ms;
};
const idle = await userinfo();
const idleUploads = await uploads();
const busyFiles = await Promise.all([0, 1, 2, 3].map(() => upload(photo)));
await Promise.all(busyFiles.map((f) => parse(f.path)));
const busy = await userinfo();
const busyUploads = await uploads();
const readAll = performance.now();
await Promise.all(busyFiles.map((f) => waitDone(f.path)));
console.log(
  `4 reports read in ${((performance.now() - readAll) / 1000).toFixed(1)} s after the measurements ended`,
);
for (const [label, r, up] of [
  ['idle', idle, idleUploads],
  ['4 reports being read', busy, busyUploads],
] as const) {
  console.log(
    `${label.padEnd(22)} userinfo p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms (${r.requests.average.toFixed(0)} req/s)   upload of the 1500×2000 JPEG p50 ${percentile([...up], 50).toFixed(0)} ms max ${Math.max(...up).toFixed(0)} ms`,
  );
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
