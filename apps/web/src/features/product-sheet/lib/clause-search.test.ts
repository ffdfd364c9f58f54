import { describe, expect, it } from 'vitest';
import { searchClauses, splitHits } from './clause-search';

const clauses = [
  { title: '第四条 犹豫期', paragraphs: ['自您签收本合同次日起，有15日的犹豫期。'] },
  {
    title: '第五条 保险责任',
    paragraphs: ['90日为等待期；等待期内确诊的不赔。', '重大疾病保险金：赔100%。'],
  },
];

describe('searchClauses', () => {
  it('keeps every section, unmarked, for an empty query', () => {
    const all = searchClauses(clauses, '  ');
    expect(all).toHaveLength(2);
    expect(all.every((m) => m.hits === 0)).toBe(true);
  });

  it('keeps only the sections that mention the query, and counts every occurrence', () => {
    const found = searchClauses(clauses, '等待期');
    expect(found).toHaveLength(1);
    expect(found[0]?.hits).toBe(2);
    expect(found[0]?.paragraphs[0]).toEqual([
      { text: '90日为', hit: false },
      { text: '等待期', hit: true },
      { text: '；', hit: false },
      { text: '等待期', hit: true },
      { text: '内确诊的不赔。', hit: false },
    ]);
  });

  it('matches the title, and full-width digits as typed on a Chinese keyboard', () => {
    expect(searchClauses(clauses, '犹豫期')[0]?.title).toContainEqual({ text: '犹豫期', hit: true });
    expect(searchClauses(clauses, '１００%')[0]?.hits).toBe(1);
    expect(searchClauses(clauses, '免责')).toEqual([]);
  });
});

describe('splitHits', () => {
  it('joins back to the original text', () => {
    const { pieces } = splitHits('ABC abc', 'b');
    expect(pieces.map((p) => p.text).join('')).toBe('ABC abc');
    expect(pieces.filter((p) => p.hit)).toHaveLength(2);
  });
});
