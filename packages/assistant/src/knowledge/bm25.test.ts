import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, idf, search } from './bm25.js';
import type { KnowledgeDoc, Tokenizer } from './types.js';

const words: Tokenizer = (text) => text.split(/\s+/).filter(Boolean);
const doc = (id: string, text: string, extra: Partial<KnowledgeDoc> = {}): KnowledgeDoc => ({
  id,
  kind: 'clause',
  sourceType: 'rule_para',
  title: '',
  text,
  source: id,
  ...extra,
});

// Lengths 2, 3, 4: average 3. k1 = 1.2, b = 0.75.
const corpus = [
  doc('d0', 'a b', { productCode: 'P1' }),
  doc('d1', 'a a c', { productCode: 'P2' }),
  doc('d2', 'c d e f'),
];
// The textbook parameters, so the scores below can be checked by hand.
const index = buildKnowledgeIndex(corpus, { tokenizer: words, params: { k1: 1.2, b: 0.75 }, ranker: null });

describe('BM25 scoring', () => {
  it('uses the non-negative idf ln(1 + (N − df + 0.5) / (df + 0.5))', () => {
    expect(idf(3, 2)).toBeCloseTo(Math.log(1.6), 10); // 0.470004
    expect(idf(3, 1)).toBeCloseTo(Math.log(8 / 3), 10); // 0.980829
    expect(idf(1000, 1000)).toBeGreaterThan(0);
  });

  it('matches hand-computed scores for one term', () => {
    // d1: tf 2, |d| = avg → 0.470004 · 2 · 2.2 / (2 + 1.2) = 0.646255
    // d0: tf 1, |d| = 2 → 0.470004 · 2.2 / (1 + 1.2 · (0.25 + 0.75 · 2/3)) = 0.544215
    const hits = search(index, 'a');
    expect(hits.map((h) => h.doc.id)).toEqual(['d1', 'd0']);
    expect(hits[0]?.score).toBeCloseTo(0.646255, 5);
    expect(hits[1]?.score).toBeCloseTo(0.544215, 5);
  });

  it('rewards rare terms and penalizes long passages', () => {
    // d2: idf 0.980829, tf 1, |d| = 4 → 0.980829 · 2.2 / (1 + 1.2 · (0.25 + 1)) = 0.863130
    const [hit] = search(index, 'd');
    expect(hit?.doc.id).toBe('d2');
    expect(hit?.score).toBeCloseTo(0.86313, 5);
  });

  it('sums the terms of a query, each distinct term once', () => {
    // d1: 0.646255 + 0.470004 (c: tf 1, |d| = avg) = 1.116259; d0: 0.5442151; d2: c → 0.413604
    const hits = search(index, 'a c c');
    expect(hits.map((h) => [h.doc.id, Number(h.score.toFixed(5))])).toEqual([
      ['d1', 1.11626],
      ['d0', 0.54421],
      ['d2', 0.4136],
    ]);
    expect(hits[0]?.highlights.sort()).toEqual(['a', 'c']);
  });

  it('applies limit, minScore and filter', () => {
    expect(search(index, 'a c', { limit: 1 }).map((h) => h.doc.id)).toEqual(['d1']);
    expect(search(index, 'a c', { minScore: 0.5 }).map((h) => h.doc.id)).toEqual(['d1', 'd0']);
    expect(search(index, 'a c', { filter: { productCode: 'P1' } }).map((h) => h.doc.id)).toEqual(['d0']);
    expect(search(index, 'a', { filter: { kinds: ['faq'] } })).toEqual([]);
  });

  it('honours custom k1 and b (b = 0: no length normalization)', () => {
    const flat = buildKnowledgeIndex(corpus, { tokenizer: words, params: { k1: 1.2, b: 0 }, ranker: null });
    // d0 and d2 each have c or a once: tf-part 2.2 / 2.2 = 1 → score = idf
    expect(search(flat, 'd')[0]?.score).toBeCloseTo(idf(3, 1), 10);
  });

  it('returns nothing for unknown terms or an empty index', () => {
    expect(search(index, 'zzz')).toEqual([]);
    expect(search(buildKnowledgeIndex([], { tokenizer: words }), 'a')).toEqual([]);
  });
});

describe('coverage and split paragraphs', () => {
  it('reports the idf share of the query words a passage has, unseen words included', () => {
    const [hit] = search(index, 'a d');
    expect(hit?.doc.id).toBe('d2');
    expect(hit?.coverage).toBeCloseTo(idf(3, 1) / (idf(3, 1) + idf(3, 2)), 10);
    expect(search(index, 'd zzz')[0]?.coverage).toBeCloseTo(idf(3, 1) / (idf(3, 1) + idf(3, 0)), 10);
  });

  it('scores the pieces of one paragraph as the whole paragraph, best piece first', () => {
    const pieces = [
      doc('p~1', 'x y', { group: 'p' }),
      doc('p~2', 'z w', { group: 'p' }),
      doc('q', 'x z v u'),
    ];
    const split = buildKnowledgeIndex(pieces, {
      tokenizer: words,
      params: { k1: 1.2, b: 0.75 },
      ranker: null,
    });
    const whole = buildKnowledgeIndex([doc('p', 'x y z w'), doc('q', 'x z v u')], {
      tokenizer: words,
      params: { k1: 1.2, b: 0.75 },
      ranker: null,
    });
    const hits = search(split, 'x z');
    // The paragraph is as long as q and has the same terms, so both tie as wholes; the passages' own
    // scores break the tie (q has both terms in one passage), then index order.
    expect(hits.map((h) => h.doc.id)).toEqual(['q', 'p~1', 'p~2']);
    expect(hits[0]?.score).toBeCloseTo(hits[2]?.score ?? 0, 10);
    expect(hits[0]?.coverage).toBe(1);
    // Same term counts and lengths as an unsplit index; only the document frequencies differ.
    expect(search(whole, 'x z').map((h) => h.doc.id)).toEqual(['p', 'q']);
  });
});
