import { describe, expect, it } from 'vitest';
import type { FactorDefinition, ProductFactors } from '@broker/contract';
import { fieldLimits, fieldProblem, initialValues, productRules } from './form-rules';

const age: FactorDefinition = {
  code: 'age',
  label: '投保年龄',
  input: 'number',
  min: 18,
  max: 60,
  step: 1,
  unit: '周岁',
  default: 30,
};
const sum: FactorDefinition = {
  code: 'sumInsured',
  label: '基本保额',
  input: 'number',
  min: 100_000,
  max: 500_000,
  step: 10_000,
  unit: '元',
  default: 300_000,
};
const term: FactorDefinition = {
  code: 'paymentTerm',
  label: '缴费期间',
  input: 'select',
  options: [
    { value: '10y', label: '10年交' },
    { value: '20y', label: '20年交' },
  ],
  default: '20y',
};
const form: Pick<ProductFactors, 'factors' | 'constraints'> = {
  factors: [age, sum, term],
  constraints: [
    {
      when: { paymentTerm: ['20y'] },
      require: { factor: 'age', max: 50 },
      message: '20年交的投保年龄须在18至50周岁之间',
    },
  ],
};

describe('the limits shown under each field before the agent types', () => {
  it('reads ages, amounts with their steps, and the choices', () => {
    expect(fieldLimits(age)).toBe('18–60周岁');
    expect(fieldLimits(sum)).toBe('10万元起，1万元递增，最高50万元');
    expect(fieldLimits(term)).toBe('可选：10年交、20年交');
    expect(fieldLimits({ ...term, options: [{ value: '20y', label: '20年交' }] })).toBe('');
  });
});

describe('what the form tells at once', () => {
  it("refuses out-of-range and off-step amounts in the insurance core's words", () => {
    expect(fieldProblem(age, 17)).toBe('投保年龄须在18至60周岁之间');
    expect(fieldProblem(age, 30.5)).toBe('投保年龄须为整数');
    expect(fieldProblem(sum, 600_000)).toBe('基本保额须在10万元至50万元之间');
    expect(fieldProblem(sum, 123_456)).toBe('基本保额须为1万元的整数倍');
    expect(fieldProblem(sum, 'abc')).toBe('基本保额须为数字');
    expect(fieldProblem(sum, undefined)).toBe('请填写基本保额');
    expect(fieldProblem(term, '30y')).toBe('请选择缴费期间');
    expect(fieldProblem(sum, 200_000)).toBeNull();
    expect(fieldProblem(term, '10y')).toBeNull();
  });

  it('marks a combination rule only when its condition holds and its requirement fails', () => {
    expect(productRules(form, { age: 55, paymentTerm: '20y' })).toEqual([
      { message: '20年交的投保年龄须在18至50周岁之间', factor: 'age', broken: true },
    ]);
    expect(productRules(form, { age: 55, paymentTerm: '10y' })[0]?.broken).toBe(false);
    expect(productRules(form, { age: 40, paymentTerm: '20y' })[0]?.broken).toBe(false);
  });

  it('starts from the defaults, then the values passed in, typed as the field wants', () => {
    expect(initialValues(form, { age: '35', paymentTerm: '10y' })).toEqual({
      age: 35,
      sumInsured: 300_000,
      paymentTerm: '10y',
    });
  });
});
