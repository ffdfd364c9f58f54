// Issue 15's "done": an agent photographs a report and gets a cited, per-product verdict in under a
// minute. The whole path through the real API, as the phone makes it: GET /v1/sts + PUT the photo →
// POST /v1/parse → poll POST /v1/task/status at the app's interval → POST /v1/underwriting/report for
// five catalogue products (each judged against its own health notice, decision 044).
// Run: npx tsx bench/underwriting-photo-to-verdict.ts
// Options: BENCH_RUNS (8, after a first run that loads the OCR models), BENCH_POLL_MS (1000, as
// apps/web/src/lib/files/use-report-files.ts polls).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import type { UnderwritingReport } from '@broker/contract';
import { startBenchApi } from './underwriting/bench-api.js';
import { percentile, reportPhoto } from './underwriting/report-photo.js';
import { PHOTO_CONDITIONS } from './underwriting/reports.js';

const runs = Number(process.env.BENCH_RUNS ?? 8);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 1000);
// A lenient and a traditional critical illness product, a loose and a traditional 百万医疗, online term life.
const PRODUCTS = ['KHJK-CI01', 'QYRS-CI02', 'CYRS-MED01', 'ALJK-MED01', 'CYRS-TL01'];

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const photo = await reportPhoto();
const api = await startBenchApi();
const loadAtStart = load();
console.log(
  `photo: 1500×2000 JPEG, ${(photo.length / 1024).toFixed(0)} KB; load average at start ${loadAtStart}`,
);

interface Run {
  upload: number;
  reading: number;
  report: number;
  photoToVerdicts: number;
  report_: UnderwritingReport;
}

async function once(): Promise<Run> {
  const started = performance.now();
  const file = await api.upload(photo, '体检报告.jpg');
  const uploaded = performance.now();
  await api.parse(file.path);
  await api.waitDone(file.path, pollMs);
  const read = performance.now();
  const res = await api.post('/v1/underwriting/report', {
    customer: { age: 47, gender: 'male', heightCm: 172, weightKg: 84 },
    productCodes: PRODUCTS,
    filePaths: [file.path],
  });
  if (res.status !== 200) throw new Error(`report: ${res.status} ${await res.text()}`);
  const report = (await res.json()) as UnderwritingReport;
  const done = performance.now();
  return {
    upload: uploaded - started,
    reading: read - uploaded,
    report: done - read,
    photoToVerdicts: done - started,
    report_: report,
  };
}

/** What the agent must get: the page's conditions read, a verdict per product, each reason cited. */
function check(report: UnderwritingReport): string[] {
  const read = report.conditions.map((c) => `${c.code}:${c.band}`);
  const problems = [
    ...PHOTO_CONDITIONS.filter((c) => !read.includes(c)).map((c) => `missed ${c}`),
    ...read.filter((c) => !PHOTO_CONDITIONS.includes(c)).map((c) => `extra ${c}`),
  ];
  if (report.verdicts.length !== PRODUCTS.length) problems.push(`${report.verdicts.length} verdicts`);
  for (const v of report.verdicts)
    for (const r of v.reasons)
      if (r.sources.length === 0 && r.condition !== 'bmi') problems.push(`${v.title}: ${r.summary} uncited`);
  return problems;
}

const cold = await once();
console.log(
  `first run (loads the OCR models): ${(cold.photoToVerdicts / 1000).toFixed(1)} s (upload ${cold.upload.toFixed(0)} ms, read ${(cold.reading / 1000).toFixed(1)} s, report ${cold.report.toFixed(0)} ms)`,
);
const results: Run[] = [];
const problemsSeen: string[] = [];
for (let k = 0; k < runs; k++) {
  const run = await once();
  results.push(run);
  const problems = check(run.report_);
  problemsSeen.push(...problems);
  console.log(
    `run ${k + 1}: ${(run.photoToVerdicts / 1000).toFixed(1)} s${problems.length > 0 ? `  PROBLEMS: ${problems.join('; ')}` : ''}`,
  );
}
const STAGES = [
  ['upload', 'upload (sts + PUT)'],
  ['reading', 'reading (parse → done)'],
  ['report', 'report (5 products)'],
  ['photoToVerdicts', 'photo → verdicts'],
] as const;
const row = (label: string, values: number[]) =>
  `${label.padEnd(28)} p50 ${(percentile(values, 50) / 1000).toFixed(2)} s   p95 ${(percentile(values, 95) / 1000).toFixed(2)} s   max ${(Math.max(...values) / 1000).toFixed(2)} s`;
console.log(`\n${runs} runs after the first, polling every ${pollMs} ms; load average at end ${load()}`);
for (const [key, label] of STAGES)
  console.log(
    row(
      label,
      results.map((r) => r[key]),
    ),
  );
console.log(
  `all under a minute: ${results.every((r) => r.photoToVerdicts < 60_000) && cold.photoToVerdicts < 60_000 ? 'yes' : 'NO'}`,
);

const last = results[results.length - 1]?.report_ ?? cold.report_;
console.log(`\nconditions read: ${last.conditions.map((c) => c.summary).join('；')}`);
for (const v of last.verdicts)
  console.log(
    `- ${v.title}: ${v.verdictLabel} (${v.reasons
      .filter((r) => r.verdict !== 'standard')
      .map((r) => `${r.conditionLabel}${r.notice?.number ? ` 告知第${r.notice.number}条` : ''}`)
      .join('、')}; not asked by its notice: ${v.reasons.filter((r) => r.notice?.asked === false).length})`,
  );
console.log(`suggested: ${last.products.map((p) => `${p.name} ${p.verdictLabel}`).join('、')}`);

// Appended to the day's results file: one entry a run of this bench.
const stats = (values: number[]) => ({
  p50: Math.round(percentile(values, 50)),
  p95: Math.round(percentile(values, 95)),
  max: Math.round(Math.max(...values)),
});
const date = new Date().toISOString().slice(0, 10);
const file = new URL(`./results/underwriting-photo-to-verdict-${date}.json`, import.meta.url);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const earlier = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[]) : [];
const entry = {
  date,
  commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
  loadAverage: { start: loadAtStart, end: load() },
  runs,
  pollMs,
  firstRunMs: Math.round(cold.photoToVerdicts),
  ms: Object.fromEntries(STAGES.map(([key]) => [key, stats(results.map((r) => r[key]))])),
  problems: problemsSeen,
  verdicts: last.verdicts.map((v) => `${v.title}：${v.verdictLabel}`),
};
fs.writeFileSync(file, `${JSON.stringify([...earlier, entry], null, 2)}\n`);
console.log(`recorded in ${file.pathname}`);
await api.close();
