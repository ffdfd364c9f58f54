import { describe, expect, it } from 'vitest';
import { fromAnswerPayload, readAnswerPayload, toAnswerPayload } from './answer.js';
import { emptyAnswer, NO_FLAGS } from './answer-fold.js';

const product = {
  code: 'P1',
  name: 'P1',
  company: 'C',
  companyCode: 'C',
  type: '重疾险',
  typeCode: 'ci',
  minAge: 0,
  maxAge: 60,
  onSale: true,
  highlights: [],
  tags: [],
};

describe('the stored answer payload', () => {
  it('round-trips an answer built from events', () => {
    const answer = { ...emptyAnswer('builtin'), result: [product], resultType: 'product_list' as const };
    const stored = toAnswerPayload({ ...answer, commissionFlag: true }, { allCodes: ['P1', 'P2'] });
    const read = readAnswerPayload(JSON.parse(JSON.stringify(stored)));
    expect(read).toEqual(stored);
    expect(fromAnswerPayload(read)).toMatchObject({ result: [product], commissionFlag: true, action: '' });
  });

  it('reads a question row, an older row and garbage without throwing', () => {
    const empty = readAnswerPayload({});
    expect(empty).toMatchObject({ result: [], resultType: '', prodPagination: null, allCodes: [], sc: '' });
    expect(empty.flags).toEqual(NO_FLAGS);
    for (const junk of [null, undefined, 'x', 3, []]) expect(readAnswerPayload(junk)).toEqual(empty);

    const legacy = readAnswerPayload({
      result: [product, { code: 'half a card' }],
      resultType: 'no_such_type',
      flags: { vehicleFlag: true, action: 'gone_action' },
      endTips: 42,
      extra: 'kept out',
    });
    expect(legacy.result).toEqual([product]);
    expect(legacy.resultType).toBe('');
    expect(legacy.flags).toEqual({ ...NO_FLAGS, vehicleFlag: true });
    expect(legacy.endTips).toBe('');
    expect(legacy).not.toHaveProperty('extra');
  });
});
