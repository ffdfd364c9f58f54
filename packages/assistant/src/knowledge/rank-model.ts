import { normalizeText } from './normalize.js';
import rankModelJson from './rank-model.json' with { type: 'json' };

/**
 * The signals the ranker combines for a (question, paragraph) pair, each cheap to compute on the few
 * dozen best BM25 paragraphs:
 * - `bm25`: the paragraph's BM25 score relative to the best one;
 * - `coverage`: the idf share of the question's words the paragraph has (SearchHit.coverage);
 * - `trigrams`: the share of the question's character trigrams found in it (phrase matching: 变更合同
 *   the phrase, not 变更 here and 合同 there);
 * - `window`: the largest share of the question's character bigrams inside one stretch of twice the
 *   question's length (proximity: the answer is one place in the paragraph, not words scattered over it);
 * - `commonRun`: the longest run of characters question and paragraph share, over the question's length;
 * - `logLength`: ln(1 + characters), BM25's length normalization left for the fit to correct;
 * - `heading`: the idf share of the question's bigrams in the paragraph's first 24 characters (clause
 *   paragraphs start with their heading: '6.1 说明与如实告知', '第十六条 您解除合同的手续及风险');
 * - `definition`: the question asks what a term means ('什么是专科医生') and the paragraph defines it
 *   ('专科医生：指…', '…是指…');
 * - `period`: the question asks how long or when ('多久', '几天', '期限') and the paragraph states a period
 *   (a number with 日/天/个月/年/小时/周).
 * Text is compared after NFKC, lower case, and removing spaces, punctuation and symbols.
 */
export const RANK_FEATURES = [
  'bm25',
  'coverage',
  'trigrams',
  'window',
  'commonRun',
  'logLength',
  'heading',
  'definition',
  'period',
] as const;
export type RankFeature = (typeof RANK_FEATURES)[number];

/**
 * A linear ranking model over RANK_FEATURES: relevance = Σ weight · (feature − mean) / scale. `pool`
 * BM25 paragraphs are re-ranked; the rest keep their BM25 order below them.
 */
export interface RankModel {
  features: readonly string[];
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  pool: number;
}

/** The shipped model: fitted on InsQABench clause dev by bench/insqabench-fit.ts (see bench/README.md). */
export const DEFAULT_RANK_MODEL: RankModel = checkedModel(rankModelJson);

function checkedModel(model: RankModel): RankModel {
  const names = model.features.join(',');
  if (names !== RANK_FEATURES.join(',')) throw new Error(`rank-model.json has features ${names}`);
  return model;
}

/** What the index tells the ranker about one paragraph (its best passage stands for it). */
export interface RankCandidate {
  /** The paragraph's whole text (a split paragraph's pieces joined), as rankText() prepares it. */
  text: RankText;
  score: number;
  coverage: number;
}

/** A text as the features compare it: NFKC and lower case (`raw`), and also without spaces, punctuation
 * and symbols (`bare`). Prepared once per paragraph and kept by the index. */
export interface RankText {
  raw: string;
  bare: string;
}

const STRIP = /[\s\p{P}\p{S}]/gu;
export function rankText(text: string): RankText {
  const raw = normalizeText(text);
  return { raw, bare: raw.replace(STRIP, '') };
}

const DEFINITION_ASKED =
  /(?:什么是|何为|何谓)[“"]?([^？?，,。“”"]{2,16})|[“"]?([^？?，,。“”"]{2,16}?)[”"]?(?:是什么意思|是指什么|指什么|是什么|的定义|如何定义)/;
/** Lead-in words before the defined term ('材料中提到的“X”是什么意思'). */
const DEFINITION_LEAD = /^(?:根据|材料|条款|合同|本合同|保单|中|里|提到的|所说的|的)+/;
const PERIOD_ASKED = /多久|多长时间|几天|多少天|几个月|多少年|期限|何时|什么时候/;
const PERIOD_STATED = /[0-9零一二三四五六七八九十百两]+\s*(?:日|天|个月|月|年|小时|周)/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Two UTF-16 code units as one number (the features compare code units: CJK text is all in the BMP). */
const pair = (text: string, i: number) => text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);

/** The query's side of the features, computed once per question. */
export interface RankQuery {
  bare: string;
  bigrams: ReadonlySet<number>;
  /** Each distinct bigram with its weight (idf). */
  weighted: readonly { text: string; weight: number }[];
  trigrams: readonly string[];
  defines?: RegExp;
  asksPeriod: boolean;
}

export function rankQuery(question: string, bigramWeight: (bigram: string) => number): RankQuery {
  const { raw, bare } = rankText(question);
  const bigrams = new Set<number>();
  const weighted: { text: string; weight: number }[] = [];
  const trigrams = new Set<string>();
  for (let i = 0; i + 1 < bare.length; i += 1) {
    const key = pair(bare, i);
    if (!bigrams.has(key)) {
      bigrams.add(key);
      const text = bare.slice(i, i + 2);
      weighted.push({ text, weight: bigramWeight(text) });
    }
    if (i + 2 < bare.length) trigrams.add(bare.slice(i, i + 3));
  }
  const asked = raw.match(DEFINITION_ASKED);
  const term = rankText((asked?.[1] ?? asked?.[2] ?? '').replace(DEFINITION_LEAD, '')).bare;
  const query: RankQuery = {
    bare,
    bigrams,
    weighted,
    trigrams: [...trigrams],
    asksPeriod: PERIOD_ASKED.test(raw),
  };
  // Matched on the paragraph with its punctuation, which often follows the term ('专科医生：指').
  if (term.length >= 2) query.defines = new RegExp(`${escape(term)}[^，。；,;]{0,6}?(?:是指|指|：|:)`);
  return query;
}

/**
 * Longest common substring of a short query and a text: for each start in the query, the longest piece
 * from there the text contains (a piece contained means every shorter one is), grown only past the best
 * so far — about |query| + best substring searches, done by the engine's native `includes`.
 */
function commonRun(query: string, text: string): number {
  let best = 0;
  for (let i = 0; i + best < query.length; i += 1) {
    while (i + best < query.length && text.includes(query.slice(i, i + best + 1))) best += 1;
  }
  return best;
}

/** Largest number of distinct query bigrams inside any `width` consecutive bigrams of the text. */
function bestWindow(query: ReadonlySet<number>, text: string, width: number): number {
  const inWindow = new Map<number, number>();
  const keys = new Float64Array(Math.max(0, text.length - 1)).fill(-1);
  let distinct = 0;
  let best = 0;
  for (let i = 0; i + 1 < text.length; i += 1) {
    const key = pair(text, i);
    if (query.has(key)) {
      keys[i] = key;
      const count = inWindow.get(key) ?? 0;
      if (count === 0) distinct += 1;
      inWindow.set(key, count + 1);
    }
    const leaving = i >= width ? (keys[i - width] ?? -1) : -1;
    if (leaving >= 0) {
      const count = inWindow.get(leaving) ?? 0;
      if (count === 1) distinct -= 1;
      inWindow.set(leaving, count - 1);
    }
    if (distinct > best) best = distinct;
  }
  return best;
}

/** The feature vector of one paragraph for a question, in RANK_FEATURES order. */
export function rankFeatures(query: RankQuery, candidate: RankCandidate, topScore: number): number[] {
  const { raw, bare } = candidate.text;
  const q = query.bare.length;
  const share = (found: number, of: number) => (of > 0 ? found / of : 0);
  const head = bare.slice(0, 24);
  let headWeight = 0;
  let totalWeight = 0;
  for (const { text, weight } of query.weighted) {
    totalWeight += weight;
    if (head.includes(text)) headWeight += weight;
  }
  return [
    topScore > 0 ? candidate.score / topScore : 0,
    candidate.coverage,
    share(query.trigrams.filter((t) => bare.includes(t)).length, query.trigrams.length),
    share(bestWindow(query.bigrams, bare, Math.max(8, 2 * q)), query.bigrams.size),
    share(commonRun(query.bare, bare), q),
    Math.log(1 + bare.length),
    share(headWeight, totalWeight),
    query.defines?.test(raw) ? 1 : 0,
    query.asksPeriod && PERIOD_STATED.test(raw) ? 1 : 0,
  ];
}

/** The model's relevance for a feature vector. */
export function relevance(model: RankModel, features: readonly number[]): number {
  let sum = 0;
  features.forEach((value, i) => {
    sum += ((model.weights[i] ?? 0) * (value - (model.mean[i] ?? 0))) / (model.scale[i] || 1);
  });
  return sum;
}
