export {
  BM25_RETRIEVAL,
  buildKnowledgeIndex,
  CLASSIC_BM25,
  DEFAULT_BM25,
  defaultSegmenter,
  fallbackTokenizer,
  HYBRID_RETRIEVAL,
  idf,
  insuranceTokenizer,
  rankingCandidates,
  retrievalTokenizer,
  search,
  WORD_RETRIEVAL,
  type Bm25Params,
  type BuildOptions,
  type KnowledgeIndex,
} from './bm25.js';
export { charGrams, withCharGrams } from './char-grams.js';
export { DEFAULT_RANK_MODEL, RANK_FEATURES, type RankFeature, type RankModel } from './rank-model.js';
export { docsFromCatalogue, type CatalogueKnowledge } from './catalogue-docs.js';
export { fallbackSegment } from './fallback-segmenter.js';
export { matchPassages, titleSubjectIn, type MatchHit, type MatchOptions } from './faq-match.js';
export { lawAnswer, openingFor } from './law-answer.js';
export {
  articleDocId,
  articleRefs,
  questionArticleRefs,
  STATUTES,
  statuteDocs,
  type ArticleRef,
} from './law-docs.js';
export {
  articleCitation,
  articleLabel,
  chineseArticleNumber,
  parseArticleNumber,
  parseStatuteArticles,
  type Statute,
  type StatuteArticle,
} from './statutes.js';
export { INSURANCE_TERMS } from './insurance-dictionary.js';
export { normalizeText, STOPWORDS } from './normalize.js';
export { createTokenizer } from './tokenizer.js';
export {
  SOURCE_TYPE_BY_KIND,
  type AnswerSourceType,
  type KnowledgeDoc,
  type KnowledgeFilter,
  type KnowledgeKind,
  type SearchHit,
  type SearchOptions,
  type Tokenizer,
} from './types.js';
