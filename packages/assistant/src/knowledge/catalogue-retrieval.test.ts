import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@broker/contract';
import { buildKnowledgeIndex, fallbackTokenizer, search } from './bm25.js';
import { docsFromCatalogue } from './catalogue-docs.js';

// Tests may read files; the library does not. The package compiles without Node's types (so library code
// cannot reach for them), hence the untyped import of node:fs with the one signature used here.
const fsModule = 'node:fs';
const { readFileSync } = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string };
// The generated catalogue is the real corpus.
const catalogue = JSON.parse(
  readFileSync(new URL('../../../../data/catalogue/catalogue.json', import.meta.url), 'utf8'),
) as Catalogue;
const docs = docsFromCatalogue(catalogue);
const index = buildKnowledgeIndex(docs);

describe('docsFromCatalogue', () => {
  it('turns every clause paragraph, product FAQ pair and general FAQ pair into a passage', () => {
    const paragraphs = catalogue.products.flatMap((p) => p.clauses.flatMap((s) => s.paragraphs)).length;
    const productFaq = catalogue.products.flatMap((p) => p.faq).length;
    const count = (kind: string) => docs.filter((d) => d.kind === kind).length;
    expect(count('clause')).toBe(paragraphs);
    expect(count('product_faq')).toBe(productFaq);
    expect(count('faq')).toBe(catalogue.faq.length);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it('gives clause passages their product and section as context and the spec source types', () => {
    const product = catalogue.products[0];
    const section = product?.clauses[0];
    const first = docs[0];
    expect(first).toMatchObject({
      kind: 'clause',
      sourceType: 'rule_para',
      productCode: product?.code,
      companyCode: product?.companyCode,
      text: section?.paragraphs[0],
    });
    expect(first?.title).toContain(product?.name);
    expect(first?.title).toContain(section?.title);
    expect(docs.find((d) => d.kind === 'product_faq')?.sourceType).toBe('product');
    expect(docs.find((d) => d.kind === 'faq')).toMatchObject({ sourceType: 'faq', id: catalogue.faq[0]?.id });
  });
});

describe('retrieval over the real catalogue', () => {
  const withWaitingPeriod = catalogue.products.filter((p) => p.waitingPeriodDays > 0);

  it('"等待期多久" restricted to a product finds its 保险责任 paragraph stating the waiting period', () => {
    expect(withWaitingPeriod.length).toBeGreaterThan(10);
    for (const product of withWaitingPeriod) {
      const [top] = search(index, '等待期多久', {
        limit: 1,
        filter: { productCode: product.code, kinds: ['clause'] },
      });
      expect(top?.doc.productCode, product.code).toBe(product.code);
      expect(top?.doc.title, product.code).toContain('保险责任');
      expect(top?.doc.text, product.code).toContain(`${product.waitingPeriodDays}日`);
      expect(top?.highlights).toContain('等待期');
    }
  });

  it('with only the product filter, the clause and the product FAQ both rank at the top, nothing else', () => {
    const product = withWaitingPeriod[0];
    const hits = search(index, '等待期多久', { limit: 3, filter: { productCode: product?.code } });
    expect(hits.every((h) => h.doc.productCode === product?.code)).toBe(true);
    expect(hits.map((h) => h.doc.kind)).toEqual(expect.arrayContaining(['clause', 'product_faq']));
    expect(hits.find((h) => h.doc.kind === 'clause')?.doc.text).toContain(`${product?.waitingPeriodDays}日`);
  });

  it('"犹豫期退保能退多少" returns the general FAQ about 犹豫期 refunds first', () => {
    const [top] = search(index, '犹豫期退保能退多少', { limit: 5 });
    expect(top?.doc).toMatchObject({ kind: 'faq', id: 'faq-118', sourceType: 'faq' });
    expect(top?.doc.title).toContain('犹豫期退保');
  });

  // With the word-only scorer the five were all clauses; the hybrid ranked the general FAQ on 保单贷款
  // (faq-051) level with them. Since the FAQ has entries written for this question (faq-234 能贷多少,
  // decision 019) and FAQ questions and keywords weigh double in the index, the general answers come
  // first and one product's clause after them: a catalogue-wide question is answered in general.
  it('"保单贷款最多贷多少" returns the 保单贷款 FAQ first, then 保单贷款 clause paragraphs', () => {
    const hits = search(index, '保单贷款最多贷多少', { limit: 5 });
    expect(hits).toHaveLength(5);
    expect(hits[0]?.doc.id).toBe('faq-234');
    for (const hit of hits) {
      if (hit.doc.kind === 'faq')
        expect(`${hit.doc.title}${hit.doc.keywords?.join('')}`).toContain('保单贷款');
      else {
        expect(hit.doc.kind).toBe('clause');
        expect(hit.doc.title).toContain('保单贷款');
        expect(hit.doc.text).toContain('现金价值');
      }
    }
  });

  it('"甲状腺结节能买重疾吗" returns the FAQ on 甲状腺结节 and 重疾险 (faq-086)', () => {
    const item = catalogue.faq.find((f) => f.id === 'faq-086');
    expect(item?.question).toContain('甲状腺结节');
    const [top] = search(index, '甲状腺结节能买重疾吗', { limit: 3 });
    expect(top?.doc.id).toBe('faq-086');
    expect(top?.highlights).toContain('甲状腺结节');
  });

  // Was an absolute score threshold (3) on the word-only scorer; scores now run on the hybrid's larger
  // scale, so relevance is judged by coverage, which does not depend on the tokenizer.
  it('covers little of unrelated questions and all of relevant ones', () => {
    for (const query of ['今天天气怎么样', '明天会下雨吗', '你好', '股票会涨吗', '帮我写个python程序', '']) {
      for (const hit of search(index, query, { limit: 10 })) expect(hit.coverage, query).toBeLessThan(0.5);
    }
    expect(search(index, '犹豫期退保能退多少', { limit: 1 })[0]?.coverage).toBe(1);
    expect(search(index, '甲状腺结节能买重疾吗', { limit: 1 })[0]?.coverage).toBe(1);
  });
});

describe('retrieval with the fallback tokenizer (no jieba)', () => {
  const fallback = buildKnowledgeIndex(docs, { tokenizer: fallbackTokenizer });

  it('still answers the same questions with the same passages', () => {
    expect(search(fallback, '犹豫期退保能退多少', { limit: 1 })[0]?.doc.id).toBe('faq-118');
    expect(search(fallback, '甲状腺结节能买重疾吗', { limit: 1 })[0]?.doc.id).toBe('faq-086');
    expect(search(fallback, '保单贷款最多贷多少', { limit: 1 })[0]?.doc.title).toContain('保单贷款');
    const product = catalogue.products.find((p) => p.waitingPeriodDays > 0);
    const [top] = search(fallback, '等待期多久', {
      limit: 1,
      filter: { productCode: product?.code, kinds: ['clause'] },
    });
    expect(top?.doc.text).toContain(`${product?.waitingPeriodDays}日`);
  });
});
