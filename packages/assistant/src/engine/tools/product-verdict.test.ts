import { describe, expect, it } from 'vitest';
import { product } from '../test-support.js';
import { productVerdicts } from './product-verdict.js';

// Expected sentences are read off the catalogue's fields for each product (ages, terms, rules).
describe('productVerdicts', () => {
  const wholeLife = product('SBRS-WL02'); // ages 45–62, 趸交/3/5/10年交, 10年交 up to 55
  it('says whether an age can buy, and which payment terms the rules still allow at it', () => {
    expect(wholeLife.maxAge).toBe(62);
    expect(productVerdicts(wholeLife, { age: 60 })).toEqual([
      '60周岁可以投保（投保年龄45周岁至62周岁），可选趸交、3年交、5年交；10年交不可选（10年交最高投保年龄为55周岁）。',
    ]);
    expect(productVerdicts(wholeLife, { age: 50 })).toEqual(['50周岁可以投保（投保年龄45周岁至62周岁）。']);
    expect(productVerdicts(wholeLife, { age: 70 })[0]).toMatch(/^70周岁不能投保/);
  });
  it('answers terms and a gender the product does not take', () => {
    const annuity = product('JHRS-ANN01');
    expect(annuity.paymentTerms).not.toContain('single');
    expect(productVerdicts(annuity, { paymentTerm: 'single' })[0]).toMatch(/^没有趸交的选项/);
    const term = product('SBRS-TL02');
    expect(productVerdicts(term, { coverageTerm: 'toAge70' })[0]).toMatch(/^可以选至70/);
    expect(productVerdicts(term, { coverToAge: 80 })[0]).toMatch(/^保不到80岁/);
    const women = product('HYRS-CI02');
    expect(productVerdicts(women, { gender: 'M' })).toEqual(['仅限女性投保。']);
  });
  it('answers the wishes the catalogue can check, and nothing where it cannot tell', () => {
    const simple = product('ALJK-CI02'); // 6 core illnesses, no mild cover
    expect(productVerdicts(simple, { constraints: ['mild_cover'] })).toEqual(['含轻症：否。']);
    expect(productVerdicts(simple, { constraints: ['no_medical_exam'] })).toEqual([]);
    expect(productVerdicts(simple, {})).toEqual([]);
  });
});
