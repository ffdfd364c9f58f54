import { createTokenizer } from './tokenizer.js';
import { displayTerm, withCharGrams } from './char-grams.js';
import { fallbackSegment } from './fallback-segmenter.js';
import { jiebaSegment } from './jieba.js';
import type { KnowledgeDoc, KnowledgeFilter, SearchHit, SearchOptions, Tokenizer } from './types.js';

/** Which segmenter the default tokenizer uses on this machine. */
export const defaultSegmenter: 'jieba' | 'fallback' = jiebaSegment ? 'jieba' : 'fallback';

/**
 * The default tokenizer: jieba search-mode segmentation with the insurance dictionary (or, where the
 * native binding does not load, the fallback segmenter), normalized, stopwords and punctuation removed.
 */
export const insuranceTokenizer: Tokenizer = createTokenizer(jiebaSegment ?? fallbackSegment);

/** The insurance word tokens plus character 1+2-grams (see HYBRID_RETRIEVAL). */
export const retrievalTokenizer: Tokenizer = withCharGrams(insuranceTokenizer);

export interface Bm25Params {
  k1: number;
  b: number;
}
export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

interface Posting {
  doc: number;
  tf: number;
}

/** An immutable inverted index over passages. Rebuild it (it is cheap) when the catalogue is imported. */
export interface KnowledgeIndex {
  readonly docs: readonly KnowledgeDoc[];
  readonly tokenize: Tokenizer;
  readonly params: Bm25Params;
  readonly postings: ReadonlyMap<string, readonly Posting[]>;
  /** Token count of each passage (title and text). */
  readonly lengths: readonly number[];
  readonly averageLength: number;
}

export interface BuildOptions {
  tokenizer?: Tokenizer;
  params?: Partial<Bm25Params>;
}

/**
 * Opt-in retrieval profile for clause-like documents, tuned on InsQABench clause dev (bench/README.md):
 * words plus character 1+2-grams, k1 2 and b 0.9 (the hybrid repeats each matched word as its grams,
 * and clause paragraphs vary a lot in length). Not the default yet: its scores run on a larger scale,
 * so callers' minScore thresholds (calibrated on word-only scores) must be recalibrated before the
 * catalogue index switches to it.
 */
export const HYBRID_RETRIEVAL: Readonly<BuildOptions> = {
  tokenizer: retrievalTokenizer,
  params: { k1: 2, b: 0.9 },
};

/** The text a passage is indexed by: its context title and its body. */
function indexedText(doc: KnowledgeDoc): string {
  return `${doc.title}\n${doc.text}`;
}

export function buildKnowledgeIndex(
  docs: readonly KnowledgeDoc[],
  options: BuildOptions = {},
): KnowledgeIndex {
  const tokenize = options.tokenizer ?? insuranceTokenizer;
  const postings = new Map<string, Posting[]>();
  const lengths: number[] = [];
  let total = 0;
  docs.forEach((doc, index) => {
    const tokens = tokenize(indexedText(doc));
    lengths.push(tokens.length);
    total += tokens.length;
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [term, tf] of counts) {
      const list = postings.get(term);
      if (list) list.push({ doc: index, tf });
      else postings.set(term, [{ doc: index, tf }]);
    }
  });
  return {
    docs,
    tokenize,
    params: { ...DEFAULT_BM25, ...options.params },
    postings,
    lengths,
    averageLength: docs.length > 0 ? total / docs.length : 0,
  };
}

/** BM25 inverse document frequency, the non-negative (Lucene) form: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

function matchesFilter(doc: KnowledgeDoc, filter: KnowledgeFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.productCode !== undefined && doc.productCode !== filter.productCode) return false;
  if (filter.companyCode !== undefined && doc.companyCode !== filter.companyCode) return false;
  if (filter.kinds && !filter.kinds.includes(doc.kind)) return false;
  return true;
}

/**
 * Ranks passages for a query by Okapi BM25 over the index's tokens. Each distinct query term counts
 * once. Ties keep index order, so results are deterministic.
 */
export function search(index: KnowledgeIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const limit = options.limit ?? 10;
  const minScore = options.minScore ?? 0;
  const { k1, b } = index.params;
  const n = index.docs.length;
  if (limit <= 0 || n === 0) return [];

  const terms = [...new Set(index.tokenize(query))];
  const scores = new Map<number, number>();
  const matched = new Map<number, { term: string; weight: number }[]>();
  for (const term of terms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const weight = idf(n, list.length);
    for (const { doc, tf } of list) {
      const passage = index.docs[doc];
      if (!passage || !matchesFilter(passage, options.filter)) continue;
      const length = index.lengths[doc] ?? 0;
      const norm = index.averageLength > 0 ? length / index.averageLength : 1;
      const contribution = (weight * (tf * (k1 + 1))) / (tf + k1 * (1 - b + b * norm));
      scores.set(doc, (scores.get(doc) ?? 0) + contribution);
      const found = matched.get(doc);
      if (found) found.push({ term, weight });
      else matched.set(doc, [{ term, weight }]);
    }
  }

  const ranked = [...scores].filter(([, score]) => score > minScore);
  ranked.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  return ranked.slice(0, limit).map(([doc, score]) => ({
    doc: index.docs[doc] as KnowledgeDoc,
    score,
    highlights: [
      ...new Set(
        (matched.get(doc) ?? []).sort((x, y) => y.weight - x.weight).map((m) => displayTerm(m.term)),
      ),
    ],
  }));
}

/** The same pipeline over the pure-TypeScript fallback segmenter, for when the jieba binding cannot load. */
export const fallbackTokenizer: Tokenizer = createTokenizer(fallbackSegment);
