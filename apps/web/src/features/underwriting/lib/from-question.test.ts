import { describe, expect, it } from 'vitest';
import { seedFromQuestion } from './from-question';

describe('seedFromQuestion', () => {
  it('takes the kinds, age and gender the question names', () => {
    expect(seedFromQuestion('45岁女性甲状腺结节3级能买重疾险和百万医疗吗')).toEqual({
      conditionsText: '45岁女性甲状腺结节3级能买重疾险和百万医疗吗',
      kinds: ['critical_illness', 'medical'],
      age: '45',
      gender: 'female',
    });
  });
  it('leaves out what the question does not say', () => {
    expect(seedFromQuestion('客户有高血压能投保吗')).toEqual({
      conditionsText: '客户有高血压能投保吗',
      kinds: [],
    });
  });
});
