import { buildKnowledgeIndex, search, type KnowledgeIndex } from './bm25.js';
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
 * How well each passage's title and keywords fit the question (0–1), by passage id: half the share of
 * the question's words the field has (SearchHit.coverage over the field index), half its BM25 score
 * there relative to the best field.
 */
function fits(
  index: KnowledgeIndex,
  question: string,
  kinds: readonly KnowledgeKind[],
): Map<string, { fit: number; coverage: number }> {
  const hits = search(headIndex(index, kinds), question, { limit: POOL * 2, rerank: false });
  const top = hits[0]?.score ?? 0;
  return new Map(
    hits.map((h) => [
      h.doc.id,
      { fit: 0.5 * h.coverage + (top > 0 ? (0.5 * h.score) / top : 0), coverage: h.coverage },
    ]),
  );
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
