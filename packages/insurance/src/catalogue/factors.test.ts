import { describe, expect, it } from 'vitest';
import { medicalFixture, termFixture } from '../test-support/fixtures.js';
import { product } from '../test-support/catalogue.js';
import { resolveFactors } from './factors.js';

const messages = (input: Parameters<typeof resolveFactors>[1], p = termFixture) => {
  const result = resolveFactors(p, input);
  return result.ok ? [] : result.violations.map((v) => `${v.factor ?? '-'}: ${v.message}`);
};

describe('resolveFactors: defaults and coercion', () => {
  it('fills every factor from its default', () => {
    const result = resolveFactors(termFixture, {});
    expect(result).toEqual({
      ok: true,
      value: {
        values: {
          age: 30,
          gender: 'M',
          sumInsured: 500_000,
          paymentTerm: '20y',
          coverageTerm: 'toAge70',
          paymentFrequency: 'annual',
          smoker: 'no',
        },
        age: 30,
        gender: 'M',
        paymentTerm: '20y',
        coverageTerm: 'toAge70',
        paymentFrequency: 'annual',
      },
    });
  });

  it('coerces numeric strings (with thousands separators) and trims option values', () => {
    const result = resolveFactors(termFixture, { age: '41', sumInsured: '1,000,000', paymentTerm: ' 10y ' });
    expect(result.ok && result.value.values).toMatchObject({
      age: 41,
      sumInsured: 1_000_000,
      paymentTerm: '10y',
    });
  });

  it('treats an empty value as not given, and ignores factors the product does not define', () => {
    const result = resolveFactors(termFixture, { age: '', occupationClass: '5', premium: 1 });
    expect(result).toEqual(resolveFactors(termFixture, {}));
  });
});

describe('resolveFactors: each factor', () => {
  it('names the age range of the product', () => {
    expect(messages({ age: 56 })).toEqual(['age: 投保年龄须在18至55周岁之间']);
    expect(messages({ age: 17 })).toEqual(['age: 投保年龄须在18至55周岁之间']);
    expect(messages({ age: 30.5 })).toEqual(['age: 投保年龄须为整数']);
    expect(messages({ age: '三十' })).toEqual(['age: 投保年龄须为数字']);
  });

  it('checks the sum insured range and step in 万元', () => {
    expect(messages({ sumInsured: 505_000 })).toEqual(['sumInsured: 保额须为1万元的整数倍']);
    expect(messages({ sumInsured: 40_000 })).toEqual(['sumInsured: 保额须在5万元至100万元之间']);
    expect(messages({ sumInsured: 2_000_000 })).toEqual(['sumInsured: 保额须在5万元至100万元之间']);
  });

  it('refuses an option the product does not offer and lists the ones it does', () => {
    expect(messages({ paymentTerm: '25y' })).toEqual([
      'paymentTerm: 该产品不支持该缴费期间，可选：10年交、20年交、30年交',
    ]);
    expect(messages({ paymentFrequency: 'quarterly' })).toEqual([
      'paymentFrequency: 该产品不支持该交费频率，可选：年交、月交',
    ]);
  });

  it('refuses a gender the product does not insure', () => {
    const womenOnly = product('HYRS-CI02');
    expect(messages({ gender: 'M' }, womenOnly)).toEqual(['gender: 该产品不支持该性别，可选：女']);
    expect(messages({ gender: 'F' }, womenOnly)).toEqual([]);
  });
});

describe('resolveFactors: constraints between factors', () => {
  it('age limits that depend on the payment term', () => {
    expect(messages({ age: 46, paymentTerm: '30y' })).toEqual([
      'age: 30年交最高投保年龄为45周岁',
      'age: 保障至70周岁且30年交时，最高投保年龄为40周岁',
    ]);
    expect(messages({ age: 51, paymentTerm: '20y' })).toEqual([
      'age: 保障至70周岁且20年交时，最高投保年龄为50周岁',
    ]);
    expect(messages({ age: 51, paymentTerm: '20y', coverageTerm: '20y' })).toEqual([]);
    expect(messages({ age: 45, paymentTerm: '30y', coverageTerm: 'toAge70' })).toEqual([
      'age: 保障至70周岁且30年交时，最高投保年龄为40周岁',
    ]);
    expect(messages({ age: 40, paymentTerm: '30y', coverageTerm: 'toAge70' })).toEqual([]);
  });

  it('an impossible term combination', () => {
    expect(messages({ age: 30, paymentTerm: '30y', coverageTerm: '20y' })).toEqual([
      'paymentTerm: 保障20年时，缴费期间可选10年交、20年交',
    ]);
  });

  it('reports every violation, and skips a constraint on a factor that is already wrong', () => {
    expect(messages({ age: 70, sumInsured: 123, paymentTerm: '30y', coverageTerm: 'life' })).toEqual([
      'age: 投保年龄须在18至55周岁之间',
      'sumInsured: 保额须在5万元至100万元之间',
      'coverageTerm: 该产品不支持该保障期间，可选：20年、至70周岁',
    ]);
    expect(messages({ age: 50, sumInsured: 123, paymentTerm: '30y', coverageTerm: '20y' })).toEqual([
      'sumInsured: 保额须在5万元至100万元之间',
      'age: 30年交最高投保年龄为45周岁',
      'paymentTerm: 保障20年时，缴费期间可选10年交、20年交',
    ]);
  });

  it('generated products carry the same kinds of limits', () => {
    const ci = product('QYRS-CI02');
    expect(messages({ age: 46, paymentTerm: '30y' }, ci)).toEqual(['age: 30年交最高投保年龄为45周岁']);
    expect(messages({ age: 56 }, ci)).toEqual(['age: 投保年龄须在0至55周岁之间']);
    const single = product('QYRS-IWL02');
    expect(messages({ paymentTerm: 'single', premium: 10_000 }, single)).toEqual([
      'premium: 趸交保费最低为2万元',
    ]);
    expect(messages({ paymentTerm: 'single', paymentFrequency: 'monthly' }, medicalFixture)).toEqual([
      'paymentTerm: 该产品不支持该缴费期间，可选：1年',
    ]);
  });
});
