import { buildKnowledgeIndex, insuranceTokenizer, search, termIdf, type KnowledgeIndex } from './bm25.js';
import { INSURANCE_TERMS } from './insurance-dictionary.js';
import type { KnowledgeDoc, KnowledgeKind, SearchHit } from './types.js';

/** A passage ranked for a question: its BM25 hit plus how well its title and keywords fit the question. */
export interface MatchHit extends SearchHit {
  /** 0–1: how well the passage's title and keywords fit the question (see fits()). */
  fit: number;
  /** What the passages are ordered by: relative BM25 score and fit, plus any bonus. */
  rank: number;
}

export interface MatchOptions {
  kinds: readonly KnowledgeKind[];
  limit?: number;
  /** Passages this rejects are left out before ranking. */
  accept?: (doc: KnowledgeDoc) => boolean;
  /** Added to a passage's rank (e.g. an FAQ of the categories the question's act is answered from). */
  bonus?: (doc: KnowledgeDoc) => number;
}

/** How many BM25 hits are re-ranked. */
const POOL = 30;
/** Weight of the field fit against the relative BM25 score in the rank. */
const FIT_WEIGHT = 0.6;
/**
 * The floors a passage must pass (as in the engine's retrieve()): its BM25 score at least RELATIVE_FLOOR
 * of the best, and the question covered enough by the passage — most of it, or a good part when the
 * passage has an insurance term of the question — or its title and keywords holding most of the question
 * (the share of its words there, weighted as in the field index).
 */
const RELATIVE_FLOOR = 0.45;
const MIN_COVERAGE = 0.5;
const MIN_COVERAGE_WITH_TERM = 0.3;
const MIN_FIELD_COVERAGE = 0.6;

const TERMS: ReadonlySet<string> = new Set(INSURANCE_TERMS);

/**
 * The title-and-keywords field of every passage of an index, indexed on its own (built once per index
 * and kinds): its own term weights say what distinguishes one FAQ question from another — '是什么意思'
 * is common among questions and weighs little there, '保证续保' weighs much.
 */
const heads = new WeakMap<KnowledgeIndex, Map<string, KnowledgeIndex>>();
function headIndex(index: KnowledgeIndex, kinds: readonly KnowledgeKind[]): KnowledgeIndex {
  let byKinds = heads.get(index);
  if (!byKinds) heads.set(index, (byKinds = new Map()));
  const key = [...kinds].sort().join(',');
  let head = byKinds.get(key);
  if (!head) {
    const docs = index.docs
      .filter((d) => kinds.includes(d.kind))
      .map((d) => ({ ...d, kind: 'document' as const, text: (d.keywords ?? []).join('\n'), keywords: [] }));
    head = buildKnowledgeIndex(docs, { tokenizer: index.tokenize, params: index.params });
    byKinds.set(key, head);
  }
  return head;
}

/**
 * The words that frame a question rather than name its subject ('什么是', '有什么区别', '能赔吗'): FAQ
 * questions share them, so in the title fit they pull toward any entry phrased alike ('什么是保额' to
 * '什么是财务核保') instead of the one about the same thing ('保额和保费有什么区别').
 */
const QUESTION_FRAME =
  /是什么意思|什么意思|啥意思|是什么|什么是|什么叫|有什么区别|有什么不同|有啥区别|区别是什么|的区别|区别|怎么回事|怎么办|怎么样|怎么|如何|为什么|多少钱|多少|多久|哪些|哪个|哪种|能不能|可不可以|可以吗|是不是|有没有|会不会|行不行|吗|呢|吧|啊|呀|[？?，,。！!、\s]+/g;

/** A question without its frame words, for the title fit; the whole question when nothing else is left. */
export function subjectOf(question: string): string {
  const subject = question.replace(QUESTION_FRAME, ' ').trim();
  return subject.length >= 2 ? subject : question;
}

/**
 * How well each passage's title and keywords fit the question (0–1), by passage id: half the share of
 * the question's words the field has (SearchHit.coverage over the field index), half its BM25 score
 * there relative to the best field.
 */
function fits(
  index: KnowledgeIndex,
  question: string,
  kinds: readonly KnowledgeKind[],
): Map<string, { fit: number; coverage: number }> {
  const head = headIndex(index, kinds);
  const subject = subjectOf(question);
  const hits = search(head, subject, { limit: POOL * 2, rerank: false });
  const top = hits[0]?.score ?? 0;
  return new Map(
    hits.map((h) => [
      h.doc.id,
      {
        fit:
          COVERAGE_SHARE * h.coverage +
          (top > 0 ? (SCORE_SHARE * h.score) / top : 0) +
          (1 - COVERAGE_SHARE - SCORE_SHARE) * titleCovered(head, h.doc.title, question),
        coverage: h.coverage,
      },
    ]),
  );
}

const COVERAGE_SHARE = 0.4;
const SCORE_SHARE = 0.3;

/** 1 when the question has the word; else the share of its character pairs it has ('查不到' in '查不出来'). */
function sharedPart(word: string, question: string): number {
  if (question.includes(word)) return 1;
  const chars = Array.from(word);
  const pairs = chars.slice(1).map((c, i) => `${chars[i]}${c}`);
  return pairs.length > 1 ? pairs.filter((p) => question.includes(p)).length / pairs.length : 0;
}

/**
 * How much of an entry's own question (its subject words, by idf) the asked question contains: the
 * other direction of the fit. '什么是保额' covers all of '保额和保费有什么区别' but 保费, and little of
 * '什么是减额交清' — an entry about something else that merely shares the asked word scores low.
 */
function titleCovered(head: KnowledgeIndex, title: string, question: string): number {
  const words = [...new Set(insuranceTokenizer(subjectOf(title)))].filter((w) => w.length >= 2);
  if (words.length === 0) return 1;
  let total = 0;
  let covered = 0;
  for (const word of words) {
    const weight = termIdf(head, word);
    total += weight;
    covered += weight * sharedPart(word, question);
  }
  return total > 0 ? covered / total : 1;
}

/**
 * Passages of the given kinds for a question, best first: BM25 over the whole passage finds them (title
 * and keywords weigh double in the index), then the question's fit with each title and keywords re-ranks
 * them — a paraphrase names the same thing as the FAQ question even when an answer elsewhere repeats more
 * of its words. Passages below the floors are dropped; none may be left.
 */
export function matchPassages(index: KnowledgeIndex, question: string, options: MatchOptions): MatchHit[] {
  // BM25 order: the fit below is this matcher's own re-ranking (question against question), the index's
  // clause-fitted ranker would only blur it.
  const found = search(index, question, { limit: POOL, filter: { kinds: options.kinds }, rerank: false });
  const hits = options.accept ? found.filter((h) => options.accept?.(h.doc)) : found;
  const top = hits[0]?.score ?? 0;
  if (top <= 0) return [];
  const fit = fits(index, question, options.kinds);
  return hits
    .map((h) => {
      const field = fit.get(h.doc.id) ?? { fit: 0, coverage: 0 };
      const rank =
        (1 - FIT_WEIGHT) * (h.score / top) + FIT_WEIGHT * field.fit + (options.bonus?.(h.doc) ?? 0);
      return { ...h, fit: field.fit, fieldCoverage: field.coverage, rank };
    })
    .filter((h) => {
      if (h.fieldCoverage >= MIN_FIELD_COVERAGE) return true;
      if (h.score < top * RELATIVE_FLOOR) return false;
      const term = h.highlights.some((t) => TERMS.has(t));
      return h.coverage >= (term ? MIN_COVERAGE_WITH_TERM : MIN_COVERAGE);
    })
    .sort((x, y) => y.rank - x.rank)
    .slice(0, options.limit ?? 3)
    .map(({ fieldCoverage: _, ...hit }) => hit);
}

/**
 * Whether an entry's own first question is about nothing the asked question does not name: every subject
 * word of '等待期是什么？' is in '什么是等待期，为什么要有'; '什么是财务核保？' has 财务核保, which
 * '什么是保额' lacks.
 */
export function titleSubjectIn(title: string, question: string): boolean {
  const head = title.split(/[？?]/)[0] ?? title;
  const words = insuranceTokenizer(subjectOf(head)).filter((w) => w.length >= 2);
  return words.length > 0 && words.every((w) => question.includes(w));
}
