import { search, type KnowledgeIndex } from './bm25.js';
import { withFormalTerms } from './formal-terms.js';
import type { SearchHit } from './types.js';

/**
 * Words that ask for the law itself ('法条咋规定的', '保险法怎么说'): every article is law, so they say
 * nothing about which one, and they are left out of the search.
 */
export const LAW_ASKED = /法条|法律|保险法|司法解释|法规|怎么规定|咋规定|如何规定|什么规定|有规定|规定/;
const LAW_WORDS = new RegExp(LAW_ASKED.source, 'g');

/** The article must cover this share of the question's words… */
const MIN_COVERAGE = 0.5;
/** …or a smaller share while it stands clearly above the next article (its BM25 score this many times). */
const MIN_COVERAGE_CLEAR = 0.3;
const CLEAR_MARGIN = 1.5;

/**
 * The statute article that answers a question, if one clearly does: searched with the question's formal
 * terms added (the law says 质押 where an agent says 押给银行), accepted when it covers most of the
 * question, or a good part of it while no other article comes close.
 */
export function matchStatute(index: KnowledgeIndex, question: string): SearchHit | undefined {
  const query = withFormalTerms(question.replace(LAW_WORDS, ' '), true);
  // BM25 order: the margin below compares BM25 scores of the first two.
  const [top, next] = search(index, query, { limit: 2, filter: { kinds: ['law'] }, rerank: false });
  if (!top) return undefined;
  if (top.coverage >= MIN_COVERAGE) return top;
  const clear = !next || top.score >= CLEAR_MARGIN * next.score;
  return clear && top.coverage >= MIN_COVERAGE_CLEAR ? top : undefined;
}
