import type { Company, FaqItem, Product } from '@broker/contract';
import type { ReferenceTables, UnderwritingRule } from '@broker/insurance';
import {
  buildKnowledgeIndex,
  docsFromCatalogue,
  statuteDocs,
  type BuildOptions,
  type KnowledgeDoc,
} from '../knowledge/index.js';
import type { KnowledgeBase } from './types.js';

export interface KnowledgeSource {
  companies: readonly Company[];
  products: readonly Product[];
  faq: readonly FaqItem[];
  /** Operator documents (`kb import`), already split into paragraphs. */
  documents?: readonly KnowledgeDoc[];
  /**
   * Statute articles as passages, indexed on their own (KnowledgeBase.statutes); default the Insurance
   * Law and its four judicial interpretations (data/law/, rule paragraphs cited '《保险法》第十六条').
   */
  statutes?: readonly KnowledgeDoc[];
  /**
   * The actuarial tables illustrations are computed with (the server's data/reference): with them the
   * engine answers cash values by policy year; without them it says where to find them.
   */
  referenceTables?: ReferenceTables;
  /** The pre-underwriting rule table: with it, health questions get the tool's indicative verdicts. */
  underwritingRules?: readonly UnderwritingRule[];
  /** Web pages operators list for agents (/webResource): answers point to the one that fits. */
  webPages?: readonly WebPage[];
}

/** A web resource as the engine sees it (the server's published entries). */
export interface WebPage {
  id: string;
  title: string;
  source: string;
  summary: string;
  url: string;
  category: string;
}

function webPageDoc(page: WebPage): KnowledgeDoc {
  return {
    id: `web:${page.id}`,
    kind: 'web_page',
    sourceType: 'web_page',
    title: page.title,
    text: page.summary,
    keywords: [page.source, page.category],
    source: `${page.source} · ${page.category}`,
    url: page.url,
  };
}

/** Everything the engine answers from, indexed once; build a new one when the catalogue changes. */
export function buildKnowledgeBase(source: KnowledgeSource, options: BuildOptions = {}): KnowledgeBase {
  const documents = source.documents ?? [];
  const docs = [...docsFromCatalogue({ products: [...source.products], faq: [...source.faq] }), ...documents];
  return {
    companies: source.companies,
    products: source.products,
    faq: source.faq,
    productsByCode: new Map(source.products.map((p) => [p.code, p])),
    companiesByCode: new Map(source.companies.map((c) => [c.code, c])),
    index: buildKnowledgeIndex(docs, options),
    documents,
    statutes: buildKnowledgeIndex(source.statutes ?? statuteDocs(), options),
    ...(source.referenceTables ? { referenceTables: source.referenceTables } : {}),
    ...(source.underwritingRules ? { underwritingRules: source.underwritingRules } : {}),
    ...(source.webPages?.length
      ? { webPages: buildKnowledgeIndex(source.webPages.map(webPageDoc), options) }
      : {}),
  };
}
