import type { ANSWER_SOURCE_TYPES } from '@broker/contract';

export type KnowledgeKind = 'clause' | 'product_faq' | 'faq' | 'document' | 'law' | 'web_page';
/** The answer source types of spec §4 (`source_list` items). */
export type AnswerSourceType = (typeof ANSWER_SOURCE_TYPES)[number];

/** Where each kind of passage is cited from in a `source_list` (spec §4). */
export const SOURCE_TYPE_BY_KIND: Record<KnowledgeKind, AnswerSourceType> = {
  clause: 'rule_para',
  product_faq: 'product',
  faq: 'faq',
  // An operator's own documents are split into paragraphs, like clauses.
  document: 'rule_para',
  // Statute articles (data/law/): the rule paragraphs of spec §4.
  law: 'rule_para',
  // Pages operators list for agents (/webResource): cited with their address.
  web_page: 'web_page',
};

/** One retrievable passage: a clause paragraph, a product FAQ pair, a general FAQ pair, a document paragraph. */
export interface KnowledgeDoc {
  id: string;
  kind: KnowledgeKind;
  sourceType: AnswerSourceType;
  /** Context shown with the passage, e.g. "启元安佑终身重大疾病保险（2021版）· 第五条 保险责任". */
  title: string;
  text: string;
  productCode?: string;
  companyCode?: string;
  /** Human-readable citation: product and section, FAQ category, or file name. */
  source: string;
  /** A web page's address (kind web_page). */
  url?: string;
  /**
   * Curated search terms (an FAQ item's keywords, an article's chapter): indexed with the title, not
   * shown.
   */
  keywords?: readonly string[];
  /**
   * Passages cut from one paragraph share a group (e.g. the stored paragraph's id): the index scores
   * them as the whole paragraph (see search()).
   */
  group?: string;
}

/** Turns text into index terms; must be the same function at build and at query time. */
export type Tokenizer = (text: string) => string[];

export interface KnowledgeFilter {
  /** Only this product's passages (clauses and its FAQ) — for "这款…" once a product is locked. */
  productCode?: string;
  companyCode?: string;
  kinds?: readonly KnowledgeKind[];
}

export interface SearchOptions {
  limit?: number;
  filter?: KnowledgeFilter;
  /** Results scoring below this are dropped (default 0: anything that matches a term). */
  minScore?: number;
  /**
   * Whether the index's learned ranker re-orders the best hits (default true). Callers that re-rank the
   * BM25 hits by their own measure (FAQ question fit, statute margins) turn it off.
   */
  rerank?: boolean;
}

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /**
   * Share (0–1) of the query's idf-weighted distinct terms found in the passage (or its whole
   * paragraph when that scored); terms the corpus has never seen count in the total.
   */
  coverage: number;
  /** The query terms found in the passage, most informative first. */
  highlights: string[];
  /**
   * The learned ranker's relevance (rank-model.ts) when the passage's paragraph was among those it
   * re-ranked: hits are in this order, then the rest by BM25. `score` stays the BM25 score.
   */
  relevance?: number;
}
