import { describe, expect, it } from 'vitest';
import { topicsNotIn } from './insurance-topics.js';

describe('topics a question names that an answer does not mention', () => {
  it('names the subject the answering text leaves out, in the question’s word', () => {
    expect(topicsNotIn('做保单贷款会不会上征信', ['哪些保单可以做保单贷款？现金价值的80%'])).toEqual([
      '征信',
    ]);
    expect(topicsNotIn('car-t一针一百多万，百万医疗给报吗', ['住院医疗费用按免赔额后报销'])).toEqual([
      'CAR-T',
    ]);
  });

  it('counts a subject covered when the text uses another word of its group', () => {
    // 港澳 in the text covers 香港 in the question ('境内（通常不含港澳台）').
    expect(topicsNotIn('在香港看病能报吗', ['中国境内（通常不含港澳台）二级及以上公立医院'])).toEqual([]);
    expect(topicsNotIn('孕妇能买吗', ['怀孕28周前一般可以投保'])).toEqual([]);
  });

  it('takes the longest word of a group first and reports a group once', () => {
    expect(topicsNotIn('保险金信托和家族信托有什么区别', ['身故保险金给受益人'])).toEqual(['保险金信托']);
  });

  it('has nothing to say about a question on none of the topics', () => {
    expect(topicsNotIn('犹豫期过了能退保吗', ['过了犹豫期退保退还现金价值'])).toEqual([]);
  });
});
