// Regenerates the tables in packages/insurance/BENCHMARK-COMPARISON.md from data/reference:
//   npm run benchmark -w packages/insurance
// The prose around the tables is written by hand; only the part between the markers is replaced.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ciDetailTable, ciSummaryTable, increasingWholeLifeTables } from '../src/benchmark/markdown.js';
import { BENCHMARK_ASSUMPTIONS, runBenchmarks } from '../src/benchmark/setup.js';

const referenceDir = fileURLToPath(new URL('../../../data/reference/', import.meta.url));
const reportPath = fileURLToPath(new URL('../BENCHMARK-COMPARISON.md', import.meta.url));
const START = '<!-- generated:start -->';
const END = '<!-- generated:end -->';

const files = Object.fromEntries(
  readdirSync(referenceDir)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => [name, readFileSync(`${referenceDir}${name}`, 'utf8')]),
);
const { ci, ciPricingRate, increasing } = runBenchmarks(files);
const a = BENCHMARK_ASSUMPTIONS;
const generated = [
  START,
  '',
  `### CI: CI 2020 with its K table + CL1/CL2, whole life, pricing rate ${(ciPricingRate * 100).toFixed(2)}% (launch ${a.ci.launchDate}), teaching-model loadings`,
  '',
  'Ratios are ours ÷ the insurer’s printed rate, over issue ages 0–27.',
  '',
  ciSummaryTable(ci),
  '',
  'Selected ages (rates per 1,000 sum insured):',
  '',
  ciDetailTable(ci, [0, 10, 20, 27]),
  '',
  `### 增额终身寿: male ${a.increasingWholeLife.issueAge}, ${a.increasingWholeLife.payYears}-pay, CL1, pricing rate of ${a.increasingWholeLife.launchDate}, growth ${a.increasingWholeLife.growthRate * 100}%, loadings ${a.increasingWholeLife.loadings.map((e) => `${e * 100}%`).join(' / ')} (last repeats)`,
  '',
  increasingWholeLifeTables(increasing),
  '',
  END,
].join('\n');

const report = readFileSync(reportPath, 'utf8');
const from = report.indexOf(START);
const to = report.indexOf(END);
if (from < 0 || to < from) throw new Error(`${reportPath}: markers ${START} … ${END} not found`);
writeFileSync(reportPath, report.slice(0, from) + generated + report.slice(to + END.length));
console.log(`updated ${reportPath}`);
