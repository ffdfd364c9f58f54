// Regenerates the tables in packages/insurance/BENCHMARK-COMPARISON.md from data/reference:
//   npm run benchmark -w packages/insurance
// The prose around the tables is written by hand; only the part between the markers is replaced.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueSchema } from '../src/catalogue/schemas.js';
import { compareCatalogueCi, compareCatalogueIncreasing } from '../src/benchmark/catalogue-comparison.js';
import {
  catalogueCiTable,
  catalogueIncreasingTables,
  ciDetailTable,
  ciSummaryTable,
  increasingWholeLifeTables,
} from '../src/benchmark/markdown.js';
import { BENCHMARK_ASSUMPTIONS, runBenchmarks } from '../src/benchmark/setup.js';
import { parseCiBenchmark, parseIllustrationBenchmark, parseReferenceTables } from '../src/index.js';

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

// Generated catalogue products (data/catalogue/catalogue.json, npm run catalogue:generate) on the same cases.
const cataloguePath = fileURLToPath(new URL('../../../data/catalogue/catalogue.json', import.meta.url));
const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(cataloguePath, 'utf8')));
const tables = parseReferenceTables((name) => readFileSync(`${referenceDir}${name}`, 'utf8'));
const CATALOGUE_START = '<!-- catalogue:start -->';
const CATALOGUE_END = '<!-- catalogue:end -->';
const catalogueSection = [
  CATALOGUE_START,
  '',
  `Catalogue ${catalogue.version}. Printed rates per 1,000 sum insured, whole-life cover, ours ÷ the insurer's.`,
  '',
  catalogueCiTable(
    compareCatalogueCi(
      catalogue,
      parseCiBenchmark(files['benchmark_real_ci_premium_rates_bainian_kanghuibao.csv'] ?? ''),
    ),
  ),
  '',
  'The real illustration’s case (male 30, 10-pay, 100,000 a year) quoted and illustrated on generated 增额 products:',
  '',
  catalogueIncreasingTables(
    compareCatalogueIncreasing(
      catalogue,
      parseIllustrationBenchmark(
        files['benchmark_real_product_illustration_lian_chuanjia_xinxiang.csv'] ?? '',
      ),
      tables,
    ),
    [1, 2, 3, 4, 5, 7, 10, 20, 30, 40, 50, 60, 75],
  ),
  '',
  CATALOGUE_END,
].join('\n');

function replaceBetween(text: string, start: string, end: string, replacement: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${reportPath}: markers ${start} … ${end} not found`);
  return text.slice(0, from) + replacement + text.slice(to + end.length);
}

const report = readFileSync(reportPath, 'utf8');
writeFileSync(
  reportPath,
  replaceBetween(
    replaceBetween(report, START, END, generated),
    CATALOGUE_START,
    CATALOGUE_END,
    catalogueSection,
  ),
);
console.log(`updated ${reportPath}`);
