import { describe, expect, it } from 'vitest';
import { factorValueCode, termCode, termLabel } from './catalogue-labels.js';

describe('labels', () => {
  it('term codes and their labels read back', () => {
    for (const code of ['single', 'life', '1y', '20y', 'toAge60', 'toAge105'])
      expect(termCode(termLabel(code))).toBe(code);
    expect(['20年交', '保20年', '交至60周岁', '保至70岁', '终身交费', '一次交清'].map(termCode)).toEqual([
      '20y',
      '20y',
      'toAge60',
      'toAge70',
      'life',
      'single',
    ]);
    expect(termCode('三十年')).toBe('三十年');
  });

  it('factor values: gender and frequency labels, other values as written', () => {
    expect(factorValueCode('gender', '女')).toBe('F');
    expect(factorValueCode('paymentFrequency', '月交')).toBe('monthly');
    expect(factorValueCode('plan', ' A ')).toBe('A');
  });
});
