import type { Catalogue } from '@broker/contract';
import { SOURCE_TYPE_BY_KIND, type KnowledgeDoc } from './types.js';

/** What docsFromCatalogue reads: the catalogue's products (clauses, FAQ) and general FAQ. */
export type CatalogueKnowledge = Pick<Catalogue, 'products' | 'faq'>;

/**
 * Every clause paragraph (titled with its product and section), every product FAQ pair and every
 * general FAQ pair of the catalogue, as retrievable passages.
 */
export function docsFromCatalogue(catalogue: CatalogueKnowledge): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const product of catalogue.products) {
    const owner = { productCode: product.code, companyCode: product.companyCode };
    product.clauses.forEach((section, s) => {
      section.paragraphs.forEach((paragraph, p) => {
        docs.push({
          id: `${product.code}#clause-${s + 1}-${p + 1}`,
          kind: 'clause',
          sourceType: SOURCE_TYPE_BY_KIND.clause,
          title: `${product.name} · ${section.title}`,
          text: paragraph,
          ...owner,
          source: `《${product.name}》条款 ${section.title}`,
        });
      });
    });
    product.faq.forEach((pair, q) => {
      docs.push({
        id: `${product.code}#faq-${q + 1}`,
        kind: 'product_faq',
        sourceType: SOURCE_TYPE_BY_KIND.product_faq,
        title: pair.question,
        text: pair.answer,
        ...owner,
        source: `《${product.name}》常见问题`,
      });
    });
  }
  for (const item of catalogue.faq) {
    docs.push({
      id: item.id,
      kind: 'faq',
      sourceType: SOURCE_TYPE_BY_KIND.faq,
      title: item.question,
      // The keywords are curated search terms (aliases, the words agents use): indexed with the question.
      keywords: item.keywords,
      text: item.answer,
      source: `常见问题 · ${item.category}`,
    });
  }
  return docs;
}
