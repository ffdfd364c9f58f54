// OCR of an A4 report photo (1,500×2,000 px) and the app's latency while reports are read (issue 15).
// Run: npx tsx bench/underwriting-ocr.ts   Options: BENCH_OCR_RUNS (10), BENCH_SECONDS (8).
// The real server in-process (embedded database); the page is drawn by the system Chromium
// (bench/underwriting/report-photo.ts, the same page bench/underwriting-photo-to-verdict.ts uses).
import autocannon from 'autocannon';
import { startBenchApi } from './underwriting/bench-api.js';
import { percentile, reportPhoto } from './underwriting/report-photo.js';

const runs = Number(process.env.BENCH_OCR_RUNS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const photo = await reportPhoto();
const { address, json, upload, parse, waitDone, close } = await startBenchApi();

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
await close();
