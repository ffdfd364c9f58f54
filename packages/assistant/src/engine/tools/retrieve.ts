import type { SourceItem } from '@broker/contract';
import { idf, search, type KnowledgeKind, type SearchHit } from '../../knowledge/index.js';
import type { KnowledgeBase } from '../types.js';

export interface RetrieveOptions {
  /** Only this product's clause paragraphs and FAQ. */
  productCode?: string;
  kinds?: KnowledgeKind[];
  /** Default 3. */
  limit?: number;
}

/**
 * BM25 scores have no absolute meaning, so the floor is about evidence: across the whole corpus a
 * passage must cover most of the question's information (terms weighted by idf; a term the corpus has
 * never seen, like '股票' or 'python', weighs the most). A shared everyday word ('帮', '会涨') is how
 * '帮我写个程序' or '股票会涨吗' would otherwise cite an insurance FAQ. Within one product's own
 * passages a single informative term is enough: the product already narrows the question.
 */
const MIN_SCORE_IN_PRODUCT = 2.5;
const MIN_SCORE_CORPUS = 4;
const MIN_COVERAGE = 0.5;
const RELATIVE_FLOOR = 0.55;

function termWeight(kb: KnowledgeBase, term: string): number {
  return idf(kb.index.docs.length, kb.index.postings.get(term)?.length ?? 0);
}

export function retrieveHits(kb: KnowledgeBase, query: string, options: RetrieveOptions = {}): SearchHit[] {
  const limit = options.limit ?? 3;
  const filter = {
    ...(options.productCode ? { productCode: options.productCode } : {}),
    ...(options.kinds ? { kinds: options.kinds } : {}),
  };
  const hits = search(kb.index, query, { limit: limit * 3, filter });
  const top = hits[0]?.score ?? 0;
  const terms = [...new Set(kb.index.tokenize(query))];
  const total = terms.reduce((sum, t) => sum + termWeight(kb, t), 0);
  return hits
    .filter((h) => {
      if (h.score < top * RELATIVE_FLOOR) return false;
      if (options.productCode) return h.score >= MIN_SCORE_IN_PRODUCT;
      const covered = h.highlights.reduce((sum, t) => sum + termWeight(kb, t), 0);
      return total > 0 && covered / total >= MIN_COVERAGE && h.score >= MIN_SCORE_CORPUS;
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
