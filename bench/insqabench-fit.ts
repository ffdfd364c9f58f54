// Fits the retrieval ranker (packages/assistant/src/knowledge/rank-model.ts) on InsQABench clause DEV
// only, and reports 5-fold cross-validation on dev so the fit can be judged before it is shipped.
//
// For every dev question the product's BM25 index (no re-ranking) gives its best POOL paragraphs and
// their feature vectors (rankingCandidates); a linear model is fitted with the listwise softmax loss
// (the probability of the relevant paragraphs among the pool), L2-regularized, by full-batch Adam on
// standardized features. Test questions are never read.
// Run: node --import tsx bench/insqabench-fit.ts [--write]   (--write: rank-model.json in the package)
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  BM25_RETRIEVAL,
  buildKnowledgeIndex,
  rankingCandidates,
  RANK_FEATURES,
  type RankModel,
} from '@broker/assistant';
import { paragraphOf, readCorpus, readQuestions, type Question } from './insqabench-data.js';

const root = path.resolve(import.meta.dirname, '..');
const modelPath = path.resolve(root, 'packages/assistant/src/knowledge/rank-model.json');
const POOL = 30;
const FOLDS = 5;
const L2 = 1e-3;
const ITERATIONS = 600;

/** One question's pool: feature vectors and which are relevant. */
interface Sample {
  x: number[][];
  y: boolean[];
}

const { docs } = await readCorpus();
const index = buildKnowledgeIndex(docs, BM25_RETRIEVAL);
const dev = readQuestions().filter((q) => q.split === 'dev');

// Protocol A pools (global) and protocol B pools (within the contract): the model must serve both.
function sample(q: Question, scoped: boolean): Sample {
  const relevant = new Set(scoped ? q.evidence : [...q.evidence, ...q.evidence_same_text]);
  const pool = rankingCandidates(index, q.question, {
    pool: POOL,
    ...(scoped ? { filter: { productCode: q.contract } } : {}),
  });
  return { x: pool.map((c) => c.features), y: pool.map((c) => relevant.has(paragraphOf(c.doc.id))) };
}
const global = dev.map((q) => sample(q, false));
const scoped = dev.map((q) => sample(q, true));

const d = RANK_FEATURES.length;
const all = global.flatMap((s) => s.x);
const mean = RANK_FEATURES.map((_, j) => all.reduce((sum, x) => sum + (x[j] ?? 0), 0) / all.length);
const scale = RANK_FEATURES.map(
  (_, j) => Math.sqrt(all.reduce((sum, x) => sum + ((x[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / all.length) || 1,
);
const std = (x: number[]) => x.map((v, j) => (v - (mean[j] ?? 0)) / (scale[j] ?? 1));
const dot = (w: number[], x: number[]) => x.reduce((sum, v, j) => sum + v * (w[j] ?? 0), 0);

function fit(samples: Sample[]): number[] {
  const train = samples.filter((s) => s.y.some(Boolean)).map((s) => ({ x: s.x.map(std), y: s.y }));
  const w = new Array<number>(d).fill(0);
  w[0] = 1; // start from BM25 order
  const m = new Array<number>(d).fill(0);
  const v = new Array<number>(d).fill(0);
  for (let it = 1; it <= ITERATIONS; it += 1) {
    const g = new Array<number>(d).fill(0);
    for (const s of train) {
      const scores = s.x.map((x) => dot(w, x));
      const top = Math.max(...scores);
      const e = scores.map((z) => Math.exp(z - top));
      const z = e.reduce((a, b) => a + b, 0);
      const zPos = e.reduce((a, b, i) => a + (s.y[i] ? b : 0), 0);
      s.x.forEach((x, i) => {
        const coef = (e[i] ?? 0) / z - (s.y[i] ? (e[i] ?? 0) / zPos : 0);
        for (let j = 0; j < d; j += 1) g[j] = (g[j] ?? 0) + coef * (x[j] ?? 0);
      });
    }
    for (let j = 0; j < d; j += 1) {
      const gj = (g[j] ?? 0) / train.length + L2 * (w[j] ?? 0);
      m[j] = 0.9 * (m[j] ?? 0) + 0.1 * gj;
      v[j] = 0.999 * (v[j] ?? 0) + 0.001 * gj * gj;
      const step =
        (0.05 * ((m[j] ?? 0) / (1 - 0.9 ** it))) / (Math.sqrt((v[j] ?? 0) / (1 - 0.999 ** it)) + 1e-8);
      w[j] = (w[j] ?? 0) - step;
    }
  }
  return w;
}

/** R@1, R@5, MRR@10 of ranking each pool by w (a relevant paragraph outside the pool counts as a miss). */
function evaluate(samples: Sample[], w: number[]): [number, number, number] {
  let r1 = 0;
  let r5 = 0;
  let mrr = 0;
  for (const s of samples) {
    const order = s.x.map((x, i) => [dot(w, std(x)), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    const rank = order.findIndex(([, i]) => s.y[i]);
    if (rank === 0) r1 += 1;
    if (rank >= 0 && rank < 5) r5 += 1;
    if (rank >= 0 && rank < 10) mrr += 1 / (rank + 1);
  }
  return [(100 * r1) / samples.length, (100 * r5) / samples.length, mrr / samples.length];
}

const bm25Only = [1, ...new Array<number>(d - 1).fill(0)];
const show = ([r1, r5, mrr]: number[]) =>
  `R@1 ${r1?.toFixed(1)} R@5 ${r5?.toFixed(1)} MRR@10 ${mrr?.toFixed(3)}`;
const both = (i: number) => [global[i], scoped[i]].filter((s): s is Sample => s !== undefined);
const cv = { global: [0, 0, 0], scoped: [0, 0, 0], bm25Global: [0, 0, 0], bm25Scoped: [0, 0, 0] };
for (let fold = 0; fold < FOLDS; fold += 1) {
  // Folds by question (its A and B pools together), every FOLDS-th question held out.
  const held = dev.map((_, i) => i).filter((i) => i % FOLDS === fold);
  const train = dev
    .map((_, i) => i)
    .filter((i) => i % FOLDS !== fold)
    .flatMap(both);
  const w = fit(train);
  const add = (into: number[], got: number[]) =>
    got.forEach((v, k) => (into[k] = (into[k] ?? 0) + (v * held.length) / dev.length));
  const heldGlobal = held.map((i) => global[i] as Sample);
  const heldScoped = held.map((i) => scoped[i] as Sample);
  add(cv.global, evaluate(heldGlobal, w));
  add(cv.scoped, evaluate(heldScoped, w));
  add(cv.bm25Global, evaluate(heldGlobal, bm25Only));
  add(cv.bm25Scoped, evaluate(heldScoped, bm25Only));
}
const weights = fit(dev.flatMap((_, i) => both(i)));
console.log(`InsQABench clause dev, ${dev.length} questions, pool ${POOL}, ${FOLDS}-fold cross-validation`);
console.log(`  A (global)  BM25 order      ${show(cv.bm25Global)}`);
console.log(`  A (global)  ranker, held out ${show(cv.global)}`);
console.log(`  B (contract) BM25 order      R@1 ${cv.bm25Scoped[0]?.toFixed(1)}`);
console.log(`  B (contract) ranker, held out R@1 ${cv.scoped[0]?.toFixed(1)}`);
console.log(
  `  fitted on all of dev: A ${show(evaluate(global, weights))}, B R@1 ${evaluate(scoped, weights)[0].toFixed(1)}`,
);
console.log(`  weights: ${RANK_FEATURES.map((f, j) => `${f} ${weights[j]?.toFixed(3)}`).join(', ')}`);

if (process.argv.includes('--write')) {
  const round = (x: number) => Number(x.toPrecision(6));
  const model: RankModel = {
    features: [...RANK_FEATURES],
    mean: mean.map(round),
    scale: scale.map(round),
    weights: weights.map(round),
    pool: POOL,
  };
  const options = { ...(await resolveConfig(modelPath)), filepath: modelPath };
  fs.writeFileSync(modelPath, await format(JSON.stringify(model), options));
  console.log(`written ${path.relative(root, modelPath)}`);
}
