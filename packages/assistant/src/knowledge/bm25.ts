import { createTokenizer } from './tokenizer.js';
import { charGrams, displayTerm, GRAM_MARK, withCharGrams } from './char-grams.js';
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

/** The insurance word tokens plus character 1+2-grams: what the knowledge index uses by default. */
export const retrievalTokenizer: Tokenizer = withCharGrams(insuranceTokenizer);

export interface Bm25Params {
  k1: number;
  b: number;
}
/**
 * The default BM25 parameters, tuned with the hybrid tokenizer on InsQABench clause dev
 * (bench/README.md): k1 2 because the hybrid repeats each matched word as its grams, b 0.9 because
 * clause paragraphs vary a lot in length.
 */
export const DEFAULT_BM25: Bm25Params = { k1: 2, b: 0.9 };
/** The textbook parameters the word-only profile used. */
export const CLASSIC_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

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
  /**
   * Passages cut from one paragraph (same `KnowledgeDoc.group`, at least two of them): for each passage
   * its group number, and each group's total length. See search() for how a group is scored.
   */
  readonly groupOf: ReadonlyMap<number, number>;
  readonly groupLengths: readonly number[];
  /** Average length of a paragraph, a group counted once: what a whole paragraph is normalized by. */
  readonly averageParagraphLength: number;
}

export interface BuildOptions {
  tokenizer?: Tokenizer;
  params?: Partial<Bm25Params>;
}

/**
 * The default retrieval profile (what buildKnowledgeIndex uses without options): jieba words plus
 * character 1+2-grams, k1 2, b 0.9. On InsQABench clause it beats both the word-only profile and the
 * char-bigram baseline (bench/README.md). Kept as a name for callers that want to say so.
 */
export const HYBRID_RETRIEVAL: Readonly<BuildOptions> = {
  tokenizer: retrievalTokenizer,
  params: DEFAULT_BM25,
};

/** The previous default: jieba words only, k1 1.2, b 0.75 (kept for comparisons in bench/). */
export const WORD_RETRIEVAL: Readonly<BuildOptions> = {
  tokenizer: insuranceTokenizer,
  params: CLASSIC_BM25,
};

/** Passages whose title is the question they answer (FAQ pairs): their title and keywords weigh double. */
const QUESTION_TITLED: ReadonlySet<KnowledgeDoc['kind']> = new Set(['faq', 'product_faq']);

/**
 * The text a passage is indexed by: its context title, its keywords and its body. An FAQ pair's question
 * and keywords say what it answers better than the words of its answer, so they are indexed twice (a
 * field weight, as in BM25F: the answer's incidental words count less against them).
 */
function indexedText(doc: KnowledgeDoc): string {
  const head = [doc.title, ...(doc.keywords ?? [])].join('\n');
  return QUESTION_TITLED.has(doc.kind) ? `${head}\n${head}\n${doc.text}` : `${head}\n${doc.text}`;
}

export function buildKnowledgeIndex(
  docs: readonly KnowledgeDoc[],
  options: BuildOptions = {},
): KnowledgeIndex {
  const tokenize = options.tokenizer ?? retrievalTokenizer;
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
  const members = new Map<string, number[]>();
  docs.forEach((doc, index) => {
    if (doc.group === undefined) return;
    const list = members.get(doc.group);
    if (list) list.push(index);
    else members.set(doc.group, [index]);
  });
  const groupOf = new Map<number, number>();
  const groupLengths: number[] = [];
  for (const list of members.values()) {
    if (list.length < 2) continue;
    for (const index of list) groupOf.set(index, groupLengths.length);
    groupLengths.push(list.reduce((sum, index) => sum + (lengths[index] ?? 0), 0));
  }
  return {
    docs,
    tokenize,
    groupOf,
    groupLengths,
    averageParagraphLength: docs.length > 0 ? total / (docs.length - groupOf.size + groupLengths.length) : 0,
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
 *
 * Passages cut from one long paragraph (a `group`) are scored as the whole paragraph (their term
 * counts and lengths summed, normalized by the average paragraph length), best passage first. So
 * splitting a paragraph for display costs it neither the terms in its other pieces nor its rank against
 * short paragraphs (tuned on InsQABench clause dev, bench/README.md).
 *
 * Each hit carries `coverage`: the share of the query's information (its distinct terms weighted by
 * idf; a term the corpus has never seen weighs the most) that the passage (or its whole paragraph,
 * when that scored) contains — a relevance measure that does not depend on the tokenizer's scale.
 */
export function search(index: KnowledgeIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const limit = options.limit ?? 10;
  const minScore = options.minScore ?? 0;
  const { k1, b } = index.params;
  const n = index.docs.length;
  if (limit <= 0 || n === 0) return [];

  // Lengths are normalized by the average paragraph (a split one counted once, at its whole length), so
  // passages and whole paragraphs score on one scale; without split paragraphs it is the plain average.
  const average = index.averageParagraphLength;
  const bm25 = (weight: number, tf: number, length: number) => {
    const norm = average > 0 ? length / average : 1;
    return (weight * (tf * (k1 + 1))) / (tf + k1 * (1 - b + b * norm));
  };
  const terms = [...new Set(index.tokenize(query))];
  const scores = new Map<number, number>();
  const matched = new Map<number, { term: string; weight: number }[]>();
  // Per group: summed term counts of the current term, then score and covered weight.
  const groupScores = new Map<number, number>();
  const groupTerms = new Map<number, Set<string>>();
  for (const term of terms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const weight = idf(n, list.length);
    const groupTf = new Map<number, number>();
    for (const { doc, tf } of list) {
      const passage = index.docs[doc];
      if (!passage || !matchesFilter(passage, options.filter)) continue;
      scores.set(doc, (scores.get(doc) ?? 0) + bm25(weight, tf, index.lengths[doc] ?? 0));
      const found = matched.get(doc);
      if (found) found.push({ term, weight });
      else matched.set(doc, [{ term, weight }]);
      const group = index.groupOf.get(doc);
      if (group !== undefined) groupTf.set(group, (groupTf.get(group) ?? 0) + tf);
    }
    for (const [group, tf] of groupTf) {
      groupScores.set(
        group,
        (groupScores.get(group) ?? 0) + bm25(weight, tf, index.groupLengths[group] ?? 0),
      );
      const found = groupTerms.get(group);
      if (found) found.add(term);
      else groupTerms.set(group, new Set([term]));
    }
  }

  // Every passage of a split paragraph ranks as the whole paragraph (the passage's own score only breaks
  // the tie between them): a piece is shorter than its paragraph, and scoring it alone would favour
  // long paragraphs cut in pieces over short ones that answer as well.
  const own = new Map(scores);
  const wholeTerms = new Map<number, ReadonlySet<string>>();
  for (const doc of own.keys()) {
    const group = index.groupOf.get(doc);
    if (group === undefined) continue;
    scores.set(doc, groupScores.get(group) ?? 0);
    wholeTerms.set(doc, groupTerms.get(group) ?? new Set());
  }
  const coverage = queryCoverage(index, terms);

  const ranked = [...scores].filter(([, score]) => score > minScore);
  ranked.sort((x, y) => y[1] - x[1] || (own.get(y[0]) ?? 0) - (own.get(x[0]) ?? 0) || x[0] - y[0]);
  return ranked.slice(0, limit).map(([doc, score]) => ({
    doc: index.docs[doc] as KnowledgeDoc,
    score,
    coverage: coverage(wholeTerms.get(doc) ?? new Set((matched.get(doc) ?? []).map((m) => m.term))),
    highlights: [
      ...new Set(
        (matched.get(doc) ?? []).sort((x, y) => y.weight - x.weight).map((m) => displayTerm(m.term)),
      ),
    ],
  }));
}

/**
 * How much of a query a passage covers, by the query's words: each distinct word weighs its idf (a word
 * the corpus has never seen, like 股票 or python, weighs the most) and counts as found when the passage
 * has it, or in part by the share of its own character grams' idf the passage has (segmentation that
 * differs between question and passage: 最多贷 vs 最多 … 贷款). Character grams are not counted on their
 * own: the grams of one word would count its match several times, and a bigram across two words
 * (票会, 款最) means nothing. With a word-only tokenizer this is the plain idf share of matched words.
 */
function queryCoverage(
  index: KnowledgeIndex,
  terms: readonly string[],
): (found: ReadonlySet<string>) => number {
  const n = index.docs.length;
  const weight = (term: string) => idf(n, index.postings.get(term)?.length ?? 0);
  const words = terms.filter((t) => !t.startsWith(GRAM_MARK));
  // Only grams, no word: a query of stopwords (你好, 怎么样) has nothing to cover.
  if (words.length === 0) return () => 0;
  const parts = words.map((word) => {
    // All of the word's own grams, unseen ones at full weight: 今天's 天 alone is not 今天.
    const grams = [...new Set(charGrams(word))];
    return { word, weight: weight(word), grams, gramsWeight: grams.reduce((s, g) => s + weight(g), 0) };
  });
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  return (found) => {
    if (total <= 0) return 0;
    let covered = 0;
    for (const p of parts) {
      if (found.has(p.word)) covered += p.weight;
      else if (p.gramsWeight > 0) {
        const share = p.grams.reduce((s, g) => s + (found.has(g) ? weight(g) : 0), 0) / p.gramsWeight;
        covered += p.weight * share;
      }
    }
    return covered / total;
  };
}

/** The same pipeline over the pure-TypeScript fallback segmenter, for when the jieba binding cannot load. */
export const fallbackTokenizer: Tokenizer = createTokenizer(fallbackSegment);
