import { describe, expect, it } from 'vitest';
import { defaultSegmenter, fallbackTokenizer, insuranceTokenizer } from './bm25.js';
import { fallbackSegment } from './fallback-segmenter.js';
import { normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('folds full-width to half-width and lower-cases', () => {
    expect(normalizeText('ＴＩ－ＲＡＤＳ　３级，８０％')).toBe('ti-rads 3级,80%');
  });
});

describe('insuranceTokenizer (jieba + insurance dictionary)', () => {
  it('uses jieba on this machine', () => {
    expect(defaultSegmenter).toBe('jieba');
  });

  it('keeps insurance terms whole', () => {
    const tokens = insuranceTokenizer(
      '增额终身寿趸交，减保和保单贷款看现金价值；轻症、中症、免赔额、保证续保、宽限期',
    );
    for (const term of [
      '增额终身寿',
      '趸交',
      '减保',
      '保单贷款',
      '现金价值',
      '轻症',
      '中症',
      '免赔额',
      '保证续保',
      '宽限期',
    ]) {
      expect(tokens).toContain(term);
    }
  });

  it('also emits the parts of compound terms (search mode)', () => {
    expect(insuranceTokenizer('保单贷款')).toEqual(expect.arrayContaining(['保单', '贷款', '保单贷款']));
    expect(insuranceTokenizer('甲状腺结节能买重疾吗')).toEqual(
      expect.arrayContaining(['甲状腺结节', '甲状腺', '结节', '重疾']),
    );
  });

  it('drops punctuation and stopwords, normalizes width and case', () => {
    const tokens = insuranceTokenizer('请问，这款的等待期是多久？？ＡＢＣ');
    expect(tokens).not.toContain('，');
    expect(tokens).not.toContain('的');
    expect(tokens).not.toContain('请问');
    expect(tokens).toContain('等待期');
    expect(tokens).toContain('abc');
  });
});

describe('fallback segmenter', () => {
  it('matches dictionary terms and adds character bigrams', () => {
    expect(fallbackSegment('犹豫期退保')).toEqual(['犹豫期', '退保', '犹豫', '豫期', '期退', '退保']);
    expect(fallbackSegment('80%的保额 ok')).toEqual(['80%', '保额', '的保', '保额', 'ok']);
    expect(fallbackTokenizer('等待期？')).toEqual(['等待期', '等待', '待期']);
  });
});
