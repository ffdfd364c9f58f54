import type { SourceItem } from '@broker/contract';
import {
  INSURANCE_TERMS,
  search,
  type KnowledgeDoc,
  type KnowledgeKind,
  type SearchHit,
} from '../../knowledge/index.js';
import type { KnowledgeBase } from '../types.js';

export interface RetrieveOptions {
  /** Only this product's clause paragraphs and FAQ. */
  productCode?: string;
  kinds?: KnowledgeKind[];
  /** Default 3. */
  limit?: number;
  /**
   * Only passages this accepts ('not about another product type'). Applied before the relative floor,
   * so the floor is taken from the best accepted passage: a better-scoring passage set aside does not
   * push the accepted ones out. Scores are unchanged.
   */
  accept?: (doc: KnowledgeDoc) => boolean;
}

/**
 * BM25 scores have no absolute meaning (they grow with the tokenizer: the hybrid index scores about
 * three times the word-only one), so the floors are relative. A hit must score at least
 * RELATIVE_FLOOR of the best hit, and cover enough of the question (SearchHit.coverage: the idf-weighted
 * share of the question's words the passage has; a word the corpus has never seen, like 股票 or python,
 * weighs the most). A shared everyday word ('帮', '会涨') is how '帮我写个程序' or '股票会涨吗' would
 * otherwise cite an insurance FAQ. Across the whole corpus most of the question must be covered, or a
 * good part of it when the passage has an insurance term of the question (保单贷款, 等待期: the
 * question is about something the corpus knows). Within one product's own passages far less is enough:
 * the product already narrows the question.
 */
const RELATIVE_FLOOR = 0.55;
const MIN_COVERAGE_CORPUS = 0.5;
const MIN_COVERAGE_CORPUS_WITH_TERM = 0.3;
const MIN_COVERAGE_IN_PRODUCT = 0.3;
const MIN_COVERAGE_IN_PRODUCT_WITH_TERM = 0.1;

const TERMS = new Set(INSURANCE_TERMS);

export function retrieveHits(kb: KnowledgeBase, query: string, options: RetrieveOptions = {}): SearchHit[] {
  const limit = options.limit ?? 3;
  const filter = {
    ...(options.productCode ? { productCode: options.productCode } : {}),
    ...(options.kinds ? { kinds: options.kinds } : {}),
  };
  const found = search(kb.index, query, { limit: limit * 3, filter });
  const hits = options.accept ? found.filter((h) => options.accept?.(h.doc)) : found;
  // The ranker may put a hit with a lower BM25 score first: the floor is taken from the best score.
  const top = hits.reduce((best, h) => Math.max(best, h.score), 0);
  return hits
    .filter((h) => {
      if (h.score < top * RELATIVE_FLOOR) return false;
      const term = h.highlights.some((t) => TERMS.has(t));
      if (options.productCode) {
        return h.coverage >= (term ? MIN_COVERAGE_IN_PRODUCT_WITH_TERM : MIN_COVERAGE_IN_PRODUCT);
      }
      return h.coverage >= (term ? MIN_COVERAGE_CORPUS_WITH_TERM : MIN_COVERAGE_CORPUS);
    })
    .slice(0, limit);
}

/** Clause paragraphs, product FAQ and general FAQ passages relevant to the question, as citations. */
export function retrieve(kb: KnowledgeBase, query: string, options: RetrieveOptions = {}): SourceItem[] {
  return retrieveHits(kb, query, options).map(({ doc }) => {
    const item: SourceItem = {
      id: doc.id,
      sourceType: doc.sourceType,
      title: doc.title,
      text: doc.text,
      source: doc.source,
    };
    if (doc.productCode) item.productCode = doc.productCode;
    return item;
  });
}
