import { createTokenizer } from './tokenizer.js';
import { charGrams, displayTerm, GRAM_MARK, withCharGrams } from './char-grams.js';
import { fallbackSegment } from './fallback-segmenter.js';
import { jiebaSegment } from './jieba.js';
import {
  DEFAULT_RANK_MODEL,
  rankFeatures,
  rankQuery,
  rankText,
  relevance,
  type RankModel,
  type RankText,
} from './rank-model.js';
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

/**
 * An immutable inverted index over passages, in typed arrays: every distinct term has an id, its
 * postings (passage numbers, ascending) and their BM25 term-frequency parts are precomputed, so a query
 * only adds `idf × part` into a score array. Rebuild it (it is cheap) when the catalogue is imported.
 */
export interface KnowledgeIndex {
  readonly docs: readonly KnowledgeDoc[];
  readonly tokenize: Tokenizer;
  readonly params: Bm25Params;
  /** The learned re-ranking of the best hits (rank-model.ts), or null for plain BM25 order. */
  readonly ranker: RankModel | null;
  /** @internal The postings and units; see PostingTable. */
  readonly table: PostingTable;
}

/**
 * Postings in compressed rows: term t's passages are `doc[start[t] .. start[t + 1])`, with their BM25
 * term-frequency parts `tf·(k1+1) / (tf + k1·(1 − b + b·|d|/avg))` in `part` (its idf is `idf[t]`).
 *
 * A "unit" is what ranks: a whole paragraph. Passages cut from one paragraph (same `KnowledgeDoc.group`,
 * at least two of them) are one unit, scored on their summed term counts and length (the `unit*` rows);
 * every other passage is its own unit. Lengths are normalized by the average unit length.
 */
export interface PostingTable {
  readonly terms: ReadonlyMap<string, number>;
  readonly idf: Float64Array;
  readonly start: Int32Array;
  readonly doc: Int32Array;
  readonly part: Float64Array;
  /** Per term: how often it occurs in the whole corpus (for the ranker's features). */
  readonly collectionCount: Float64Array;
  /** Per passage: its split paragraph's unit number, or −1 when it is a unit of its own. */
  readonly groupOf: Int32Array;
  /** Members of each split paragraph, in index order. */
  readonly groupMembers: readonly (readonly number[])[];
  /** Postings of split paragraphs, rows as above: `unitGroup[unitStart[t] .. unitStart[t + 1])`. */
  readonly unitStart: Int32Array;
  readonly unitGroup: Int32Array;
  readonly unitPart: Float64Array;
  /** Token count of each passage and of each split paragraph. */
  readonly lengths: Float64Array;
  readonly groupLengths: Float64Array;
  readonly averageUnitLength: number;
  readonly totalTokens: number;
}

export interface BuildOptions {
  tokenizer?: Tokenizer;
  params?: Partial<Bm25Params>;
  /** The re-ranking model (default: the one fitted on InsQABench clause dev); `null`: BM25 order only. */
  ranker?: RankModel | null;
}

/**
 * The default retrieval profile (what buildKnowledgeIndex uses without options): jieba words plus
 * character 1+2-grams, k1 2, b 0.9, the best hits re-ranked by the learned model. Kept as a name for
 * callers that want to say so.
 */
export const HYBRID_RETRIEVAL: Readonly<BuildOptions> = {
  tokenizer: retrievalTokenizer,
  params: DEFAULT_BM25,
};

/** The hybrid in plain BM25 order (no re-ranking): for comparisons in bench/. */
export const BM25_RETRIEVAL: Readonly<BuildOptions> = { ...HYBRID_RETRIEVAL, ranker: null };

/** The previous default: jieba words only, k1 1.2, b 0.75, no re-ranking (kept for comparisons in bench/). */
export const WORD_RETRIEVAL: Readonly<BuildOptions> = {
  tokenizer: insuranceTokenizer,
  params: CLASSIC_BM25,
  ranker: null,
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

/** Compressed rows from per-owner term counts (owners in ascending order). */
function rows(
  termCount: number,
  counts: readonly ReadonlyMap<number, number>[],
  saturate: (owner: number, tf: number) => number,
) {
  const start = new Int32Array(termCount + 1);
  for (const owner of counts) for (const term of owner.keys()) start[term + 1] = (start[term + 1] ?? 0) + 1;
  for (let t = 0; t < termCount; t += 1) start[t + 1] = (start[t + 1] ?? 0) + (start[t] ?? 0);
  const fill = start.slice(0, termCount);
  const owners = new Int32Array(start[termCount] ?? 0);
  const parts = new Float64Array(owners.length);
  counts.forEach((owner, o) => {
    for (const [term, tf] of owner) {
      const at = fill[term] ?? 0;
      owners[at] = o;
      parts[at] = saturate(o, tf);
      fill[term] = at + 1;
    }
  });
  return { start, owners, parts };
}

export function buildKnowledgeIndex(
  docs: readonly KnowledgeDoc[],
  options: BuildOptions = {},
): KnowledgeIndex {
  const tokenize = options.tokenizer ?? retrievalTokenizer;
  const params = { ...DEFAULT_BM25, ...options.params };
  const terms = new Map<string, number>();
  const counts: Map<number, number>[] = [];
  const lengths = new Float64Array(docs.length);
  let total = 0;
  docs.forEach((doc, index) => {
    const tokens = tokenize(indexedText(doc));
    lengths[index] = tokens.length;
    total += tokens.length;
    const own = new Map<number, number>();
    for (const token of tokens) {
      let id = terms.get(token);
      if (id === undefined) terms.set(token, (id = terms.size));
      own.set(id, (own.get(id) ?? 0) + 1);
    }
    counts.push(own);
  });

  const members = new Map<string, number[]>();
  docs.forEach((doc, index) => {
    if (doc.group === undefined) return;
    const list = members.get(doc.group);
    if (list) list.push(index);
    else members.set(doc.group, [index]);
  });
  const groupOf = new Int32Array(docs.length).fill(-1);
  const groupMembers = [...members.values()].filter((list) => list.length >= 2);
  const groupLengths = new Float64Array(groupMembers.length);
  const groupCounts = groupMembers.map((list, g) => {
    const sum = new Map<number, number>();
    for (const index of list) {
      groupOf[index] = g;
      groupLengths[g] = (groupLengths[g] ?? 0) + (lengths[index] ?? 0);
      for (const [term, tf] of counts[index] ?? []) sum.set(term, (sum.get(term) ?? 0) + tf);
    }
    return sum;
  });
  const grouped = groupMembers.reduce((sum, list) => sum + list.length, 0);
  const units = docs.length - grouped + groupMembers.length;
  const average = units > 0 ? total / units : 0;
  const { k1, b } = params;
  const saturate = (length: number, tf: number) =>
    (tf * (k1 + 1)) / (tf + k1 * (1 - b + b * (average > 0 ? length / average : 1)));

  const passages = rows(terms.size, counts, (d, tf) => saturate(lengths[d] ?? 0, tf));
  const paragraphs = rows(terms.size, groupCounts, (g, tf) => saturate(groupLengths[g] ?? 0, tf));
  const idfs = new Float64Array(terms.size);
  const collectionCount = new Float64Array(terms.size);
  for (let t = 0; t < terms.size; t += 1) {
    idfs[t] = idf(docs.length, (passages.start[t + 1] ?? 0) - (passages.start[t] ?? 0));
  }
  for (const own of counts)
    for (const [term, tf] of own) collectionCount[term] = (collectionCount[term] ?? 0) + tf;
  return {
    docs,
    tokenize,
    params,
    ranker: options.ranker === undefined ? DEFAULT_RANK_MODEL : options.ranker,
    table: {
      terms,
      idf: idfs,
      start: passages.start,
      doc: passages.owners,
      part: passages.parts,
      collectionCount,
      groupOf,
      groupMembers,
      unitStart: paragraphs.start,
      unitGroup: paragraphs.owners,
      unitPart: paragraphs.parts,
      lengths,
      groupLengths,
      averageUnitLength: average,
      totalTokens: total,
    },
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

/** Whether passage `doc` has term `term` (binary search in the term's postings). */
/** A term's idf in an index; a term the index has never seen weighs the most (df 0). */
export function termIdf(index: KnowledgeIndex, term: string): number {
  const id = index.table.terms.get(term);
  return id === undefined ? idf(index.docs.length, 0) : (index.table.idf[id] ?? 0);
}

export function hasTerm(table: PostingTable, term: number, doc: number): boolean {
  let lo = table.start[term] ?? 0;
  let hi = (table.start[term + 1] ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = table.doc[mid] ?? 0;
    if (at === doc) return true;
    if (at < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Whether a passage, or the whole paragraph it was cut from, has the term. */
function unitHas(table: PostingTable, term: number, doc: number): boolean {
  const group = table.groupOf[doc] ?? -1;
  if (group < 0) return hasTerm(table, term, doc);
  return (table.groupMembers[group] ?? []).some((member) => hasTerm(table, term, member));
}

/**
 * Ranks passages for a query by Okapi BM25 over the index's tokens. Each distinct query term counts
 * once. Ties keep index order, so results are deterministic. Then the index's ranker (if any) re-orders
 * the best paragraphs by a learned combination of BM25 with phrase, proximity and question-type signals
 * (rank-model.ts); `score` stays the BM25 score, `relevance` is the ranker's.
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
  if (limit <= 0 || index.docs.length === 0) return [];
  const scored = scoreQuery(index, query, options);
  const table = index.table;
  const { queryTerms, ids } = scored;
  const ranker = options.rerank === false ? null : index.ranker;
  const pool = ranker ? rankingPool(index, query, scored, ranker.pool) : [];
  const relevanceOf = new Map<number, number>();
  let order = scored.ranked;
  if (ranker && pool.length > 1) {
    const model = ranker;
    const top = pool[0]?.score ?? 0;
    const query_ = rankQuery(query, bigramWeight(index));
    const units = pool.map((unit, i) => ({
      ...unit,
      i,
      relevance: relevance(model, rankFeatures(query_, unit, top)),
    }));
    units.sort((x, y) => y.relevance - x.relevance || x.i - y.i);
    // The pooled paragraphs take the places BM25 gave the pool, in the ranker's order (their passages in
    // BM25 order); everything else (FAQ pairs, paragraphs beyond the pool) keeps its place.
    const docsOf = new Map<number, number[]>();
    const sequence: number[] = [];
    for (const doc of scored.ranked) {
      const key = unitKey(table, doc);
      const list = docsOf.get(key);
      if (list) list.push(doc);
      else {
        docsOf.set(key, [doc]);
        sequence.push(key);
      }
    }
    const pooled = new Set(units.map((unit) => unit.key));
    let next = 0;
    order = sequence.flatMap((key) => docsOf.get(pooled.has(key) ? (units[next++]?.key ?? key) : key) ?? []);
    for (const unit of units) relevanceOf.set(unit.key, unit.relevance);
  }
  return order.slice(0, limit).map((doc) => {
    const found = queryTerms.filter((_, i) => (ids[i] ?? -1) >= 0 && hasTerm(table, ids[i] ?? 0, doc));
    const hit: SearchHit = {
      doc: index.docs[doc] as KnowledgeDoc,
      score: scored.scoreOf(doc),
      coverage: scored.coverageOf(doc),
      highlights: [
        ...new Set(
          found
            .map((term) => ({ term, weight: table.idf[table.terms.get(term) ?? 0] ?? 0 }))
            .sort((x, y) => y.weight - x.weight)
            .map((m) => displayTerm(m.term)),
        ),
      ],
    };
    const learned = relevanceOf.get(unitKey(table, doc));
    if (learned !== undefined) hit.relevance = learned;
    return hit;
  });
}

/** A query's BM25 scores: the matching passages in BM25 order and how to read each one's numbers. */
interface ScoredQuery {
  queryTerms: readonly string[];
  /** Term id of each query term, −1 when the index has never seen it. */
  ids: readonly number[];
  ranked: readonly number[];
  scoreOf: (doc: number) => number;
  coverageOf: (doc: number) => number;
}

function scoreQuery(index: KnowledgeIndex, query: string, options: SearchOptions): ScoredQuery {
  const minScore = options.minScore ?? 0;
  const n = index.docs.length;
  const table = index.table;
  const queryTerms = [...new Set(index.tokenize(query))];
  const ids = queryTerms.map((term) => table.terms.get(term) ?? -1);
  const allowed = options.filter ? index.docs.map((doc) => matchesFilter(doc, options.filter)) : undefined;

  const own = new Float64Array(n);
  const matched = new Uint8Array(n);
  const groupScore = new Float64Array(table.groupMembers.length);
  for (const term of ids) {
    if (term < 0) continue;
    const weight = table.idf[term] ?? 0;
    for (let p = table.start[term] ?? 0, end = table.start[term + 1] ?? 0; p < end; p += 1) {
      const doc = table.doc[p] ?? 0;
      own[doc] = (own[doc] ?? 0) + weight * (table.part[p] ?? 0);
      matched[doc] = 1;
    }
    for (let p = table.unitStart[term] ?? 0, end = table.unitStart[term + 1] ?? 0; p < end; p += 1) {
      const group = table.unitGroup[p] ?? 0;
      groupScore[group] = (groupScore[group] ?? 0) + weight * (table.unitPart[p] ?? 0);
    }
  }

  // Every passage of a split paragraph ranks as the whole paragraph (the passage's own score only breaks
  // the tie between them): a piece is shorter than its paragraph, and scoring it alone would favour
  // long paragraphs cut in pieces over short ones that answer as well.
  const scores = new Float64Array(n);
  const ranked: number[] = [];
  for (let doc = 0; doc < n; doc += 1) {
    const group = table.groupOf[doc] ?? -1;
    scores[doc] = group < 0 ? (own[doc] ?? 0) : (groupScore[group] ?? 0);
    if (matched[doc] && (!allowed || allowed[doc]) && (scores[doc] ?? 0) > minScore) ranked.push(doc);
  }
  const scoreOf = (doc: number) => scores[doc] ?? 0;
  ranked.sort((x, y) => (scores[y] ?? 0) - (scores[x] ?? 0) || (own[y] ?? 0) - (own[x] ?? 0) || x - y);
  const coverage = queryCoverage(index, queryTerms);
  const coverageOf = (doc: number) =>
    coverage((i) => (ids[i] ?? -1) >= 0 && unitHas(table, ids[i] ?? 0, doc));
  return { queryTerms, ids, ranked, scoreOf, coverageOf };
}

/** A paragraph's key: −1 − its group for a split paragraph, else its passage number. */
const unitKey = (table: PostingTable, doc: number) => {
  const group = table.groupOf[doc] ?? -1;
  return group < 0 ? doc : -1 - group;
};

/** What the ranker sees of a paragraph in the pool. */
export interface PoolUnit {
  key: number;
  /** Its best passage. */
  doc: number;
  text: RankText;
  score: number;
  coverage: number;
}

/**
 * The best `size` paragraphs of text by BM25 (each once, at its best passage), with what the ranker
 * reads. FAQ pairs are left out: the ranker was fitted on paragraphs, and a pair is told by its question.
 */
function rankingPool(index: KnowledgeIndex, query: string, scored: ScoredQuery, size: number): PoolUnit[] {
  const table = index.table;
  const seen = new Set<number>();
  const pool: PoolUnit[] = [];
  for (const doc of scored.ranked) {
    if (pool.length >= size) break;
    const key = unitKey(table, doc);
    // FAQ pairs are matched by their question (faq-match.ts), not ranked as text.
    if (seen.has(key) || QUESTION_TITLED.has(index.docs[doc]?.kind ?? 'document')) continue;
    seen.add(key);
    pool.push({
      key,
      doc,
      text: unitText(index, doc),
      score: scored.scoreOf(doc),
      coverage: scored.coverageOf(doc),
    });
  }
  return pool;
}

/** Each paragraph's text as the ranker compares it, prepared on first use and kept with the index. */
const unitTexts = new WeakMap<KnowledgeIndex, Map<number, RankText>>();
function unitText(index: KnowledgeIndex, doc: number): RankText {
  let texts = unitTexts.get(index);
  if (!texts) unitTexts.set(index, (texts = new Map()));
  const key = unitKey(index.table, doc);
  let text = texts.get(key);
  if (!text) {
    const group = index.table.groupOf[doc] ?? -1;
    const members = group < 0 ? [doc] : (index.table.groupMembers[group] ?? []);
    text = rankText(members.map((member) => index.docs[member]?.text ?? '').join(''));
    texts.set(key, text);
  }
  return text;
}

/** The idf of a character bigram in the index (a bigram it has never seen weighs the most). */
function bigramWeight(index: KnowledgeIndex): (bigram: string) => number {
  return (bigram) => {
    const id = index.table.terms.get(GRAM_MARK + bigram);
    return id === undefined ? idf(index.docs.length, 0) : (index.table.idf[id] ?? 0);
  };
}

/**
 * For fitting a ranking model (bench/insqabench-fit.ts): the BM25 pool of a query with each paragraph's
 * feature vector (RANK_FEATURES order), best BM25 first. The index's own ranker is not applied.
 */
export function rankingCandidates(
  index: KnowledgeIndex,
  query: string,
  options: SearchOptions & { pool: number },
): { doc: KnowledgeDoc; features: number[] }[] {
  const pool = rankingPool(index, query, scoreQuery(index, query, options), options.pool);
  const top = pool[0]?.score ?? 0;
  const query_ = rankQuery(query, bigramWeight(index));
  return pool.map((unit) => ({
    doc: index.docs[unit.doc] as KnowledgeDoc,
    features: rankFeatures(query_, unit, top),
  }));
}

/**
 * How much of a query a passage covers, by the query's words: each distinct word weighs its idf (a word
 * the corpus has never seen, like 股票 or python, weighs the most) and counts as found when the passage
 * has it, or in part by the share of its own character grams' idf the passage has (segmentation that
 * differs between question and passage: 最多贷 vs 最多 … 贷款). Character grams are not counted on their
 * own: the grams of one word would count its match several times, and a bigram across two words
 * (票会, 款最) means nothing. With a word-only tokenizer this is the plain idf share of matched words.
 * The returned function takes "does the passage have query term i".
 */
function queryCoverage(
  index: KnowledgeIndex,
  terms: readonly string[],
): (has: (termIndex: number) => boolean) => number {
  const table = index.table;
  const n = index.docs.length;
  const weightOf = (term: string) => {
    const id = table.terms.get(term);
    return id === undefined ? idf(n, 0) : (table.idf[id] ?? 0);
  };
  const position = new Map(terms.map((term, i) => [term, i]));
  const words = terms.filter((t) => !t.startsWith(GRAM_MARK));
  // Only grams, no word: a query of stopwords (你好, 怎么样) has nothing to cover.
  if (words.length === 0) return () => 0;
  const parts = words.map((word) => {
    // All of the word's own grams, unseen ones at full weight: 今天's 天 alone is not 今天.
    const grams = [...new Set(charGrams(word))].map((g) => ({
      at: position.get(g) ?? -1,
      weight: weightOf(g),
    }));
    return {
      at: position.get(word) ?? -1,
      weight: weightOf(word),
      grams,
      gramsWeight: grams.reduce((s, g) => s + g.weight, 0),
    };
  });
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  return (has) => {
    if (total <= 0) return 0;
    let covered = 0;
    for (const p of parts) {
      if (p.at >= 0 && has(p.at)) covered += p.weight;
      else if (p.gramsWeight > 0) {
        const share =
          p.grams.reduce((s, g) => s + (g.at >= 0 && has(g.at) ? g.weight : 0), 0) / p.gramsWeight;
        covered += p.weight * share;
      }
    }
    return covered / total;
  };
}

/** The same pipeline over the pure-TypeScript fallback segmenter, for when the jieba binding cannot load. */
export const fallbackTokenizer: Tokenizer = createTokenizer(fallbackSegment);
