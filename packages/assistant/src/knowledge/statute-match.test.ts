import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './bm25.js';
import { withFormalTerms } from './formal-terms.js';
import { statuteDocs } from './law-docs.js';
import { matchStatute } from './statute-match.js';

const index = buildKnowledgeIndex(statuteDocs());
const titleFor = (question: string) => matchStatute(index, question)?.doc.title;

describe('withFormalTerms', () => {
  it('adds the formal term of an everyday word and keeps the question', () => {
    const expanded = withFormalTerms('保单能押给银行吗');
    expect(expanded.startsWith('保单能押给银行吗')).toBe(true);
    expect(expanded).toContain('质押');
  });

  it("adds the law's names for parties only for a search of the statutes", () => {
    expect(withFormalTerms('保险公司不赔')).not.toContain('保险人 ');
    expect(withFormalTerms('保险公司不赔', true)).toContain('保险人');
  });

  it('leaves a question without everyday legal words alone', () => {
    expect(withFormalTerms('重疾险等待期多久')).toBe('重疾险等待期多久');
  });
});

// Expected articles are read from the statutes (data/law/), not from the matcher's output.
describe('matchStatute', () => {
  it('finds the article in everyday words the law does not use', () => {
    // 第三十四条: 以死亡为给付保险金条件的合同所签发的保险单，未经被保险人书面同意，不得转让或者质押。
    expect(titleFor('寿险保单能押给银行借钱不')).toBe('《保险法》第三十四条');
    // 第一百二十五条: 个人保险代理人…不得同时接受两个以上保险人的委托。
    expect(titleFor('个人代理人能不能同时给两家寿险公司做，法条咋规定的')).toBe('《保险法》第一百二十五条');
    // 解释（二）第十四条: 投保单与保险单…不一致的，以投保单为准。
    expect(titleFor('投保单跟保单上写的不一样，听哪个的')).toBe('《保险法司法解释（二）》第十四条');
  });

  it('ignores the words that only ask for the law', () => {
    // 第十九条: 格式条款…下列条款无效
    expect(titleFor('格式条款哪些情况是无效的，保险法怎么规定')).toBe('《保险法》第十九条');
  });

  it('finds nothing for a question no article answers', () => {
    expect(titleFor('重疾险的理赔率高吗')).toBeUndefined();
    expect(titleFor('犹豫期多少天')).toBeUndefined();
  });
});
