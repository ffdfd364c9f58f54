// InsQABench clause retrieval (../shared/eval/insqabench-clause): the paragraphs go through the
// product's own `kb import` path (JSONL reader, paragraph splitting, stored-row → passage mapping) and
// the product's index (default tokenizer and BM25 parameters); then protocols A (global), B
// (contract-scoped) and C (answer = top-1 paragraph) per split. Tune on dev only.
// Run: npm run bench:insqabench [-- --split dev|test|all]   (default dev)
import { performance } from 'node:perf_hooks';
import {
  BM25_RETRIEVAL,
  buildKnowledgeIndex,
  defaultSegmenter,
  search,
  WORD_RETRIEVAL,
  type BuildOptions,
  type KnowledgeDoc,
  type KnowledgeIndex,
} from '@broker/assistant';
import { paragraphOf, readCorpus, readQuestions } from './insqabench-data.js';
import { mean, mrrAt10, percentile, recallAt, rougeL, type RankedQuestion } from './insqabench-metrics.js';

const splitArg = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : 'dev';
const splits = splitArg === 'all' ? ['dev', 'test'] : [splitArg ?? 'dev'];

// ---- corpus through the import path (protocol B filters on the contract as the product) -----------
const buildStart = performance.now();
const { rows, docs } = await readCorpus();
const importMs = performance.now() - buildStart;
// The product's default index (words + char 1+2-grams, k1 2, b 0.9, split paragraphs scored whole, the
// best 30 paragraphs re-ranked by the learned model), the same in plain BM25 order, and the word-only
// profile (jieba words, k1 1.2, b 0.75).
const PROFILES: [string, BuildOptions, KnowledgeDoc[]][] = [
  [
    'product default (hybrid words + char 1+2-grams, whole paragraphs, learned re-ranking of the best 30)',
    {},
    docs,
  ],
  [
    'BM25_RETRIEVAL (the same hybrid BM25, no re-ranking; the default until decision 040)',
    BM25_RETRIEVAL,
    docs,
  ],
  ['WORD_RETRIEVAL (jieba words, k1 1.2 b 0.75, no re-ranking)', WORD_RETRIEVAL, docs],
];

// A paragraph ranks where its best piece ranks.
const contractOf = new Map(rows.map((r) => [paragraphOf(r.id), r.title]));
const textOf = new Map<string, string>();
for (const r of rows) textOf.set(paragraphOf(r.id), (textOf.get(paragraphOf(r.id)) ?? '') + r.text);
const paragraphIds = [...contractOf.keys()].sort();

function rankGlobal(ix: KnowledgeIndex, query: string, depth: number): string[] {
  const out: string[] = [];
  for (const hit of search(ix, query, { limit: depth * 4 })) {
    const id = paragraphOf(hit.doc.id);
    if (!out.includes(id)) out.push(id);
    if (out.length === depth) break;
  }
  return out;
}

/** Protocol B: whole-corpus statistics, only the contract's paragraphs; unmatched ones follow by id. */
function rankContract(ix: KnowledgeIndex, query: string, contract: string): string[] {
  const out: string[] = [];
  for (const hit of search(ix, query, { limit: 100, filter: { productCode: contract } })) {
    const id = paragraphOf(hit.doc.id);
    if (!out.includes(id)) out.push(id);
  }
  for (const id of paragraphIds) if (contractOf.get(id) === contract && !out.includes(id)) out.push(id);
  return out;
}

const questions = readQuestions();

const fmt = (v: number, digits = 1) => v.toFixed(digits);
for (const [name, options, profileDocs] of PROFILES) {
  const started = performance.now();
  const index: KnowledgeIndex = buildKnowledgeIndex(profileDocs, options);
  const indexMs = performance.now() - started;
  // Warm-up (JIT, jieba's first build) over every question, untimed.
  for (const q of questions) rankGlobal(index, q.question, 10);
  console.log(
    `\n${name} · ${docs.length} passages from ${paragraphIds.length} paragraphs · segmenter ${defaultSegmenter} · k1 ${index.params.k1} b ${index.params.b} · read+split ${fmt(importMs, 0)} ms, index ${fmt(indexMs, 0)} ms\n`,
  );
  console.log(
    '| split | A R@1 | A R@5 | A MRR@10 | B R@1 | ms/query A mean (p95) | ms/query B mean (p95) | C top-1 A vs answer / core | C top-1 B vs answer / core |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const split of splits) {
    const set = questions.filter((q) => q.split === split);
    const a: RankedQuestion[] = [];
    const b: RankedQuestion[] = [];
    const timesA: number[] = [];
    const timesB: number[] = [];
    const c = { aAns: [] as number[], aCore: [] as number[], bAns: [] as number[], bCore: [] as number[] };
    for (const q of set) {
      let t = performance.now();
      const ranked = rankGlobal(index, q.question, 10);
      timesA.push(performance.now() - t);
      t = performance.now();
      const scoped = rankContract(index, q.question, q.contract);
      timesB.push(performance.now() - t);
      a.push({ ranked, relevant: new Set([...q.evidence, ...q.evidence_same_text]) });
      b.push({ ranked: scoped.slice(0, 1), relevant: new Set(q.evidence) });
      const topA = ranked[0] ? (textOf.get(ranked[0]) ?? '') : '';
      const topB = scoped[0] ? (textOf.get(scoped[0]) ?? '') : '';
      c.aAns.push(rougeL(topA, q.answer));
      c.aCore.push(rougeL(topA, q.answer_core));
      c.bAns.push(rougeL(topB, q.answer));
      c.bCore.push(rougeL(topB, q.answer_core));
    }
    const ms = (v: number[]) => `${fmt(mean(v), 2)} (${fmt(percentile(v, 0.95), 2)})`;
    const pc = (v: number[]) => fmt(100 * mean(v));
    console.log(
      `| ${split} (${set.length}) | ${fmt(recallAt(a, 1))} | ${fmt(recallAt(a, 5))} | ${fmt(mrrAt10(a), 3)} | ${fmt(recallAt(b, 1))} | ${ms(timesA)} | ${ms(timesB)} | ${pc(c.aAns)} / ${pc(c.aCore)} | ${pc(c.bAns)} / ${pc(c.bCore)} |`,
    );
  }
}
