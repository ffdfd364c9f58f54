import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, type ProductTopic } from '../conversation-types.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { detectTopic } from './topics.js';
import { createUnderstander } from './understand.js';

describe('detectTopic', () => {
  it.each([
    ['安佑的等待期多久', 'waiting_period'],
    ['观察期有多长', 'waiting_period'],
    ['犹豫期几天', 'hesitation_period'],
    ['宽限期是多少天', 'grace_period'],
    ['多大能买', 'age_range'],
    ['投保年龄是多少', 'age_range'],
    ['几岁可以投保', 'age_range'],
    ['能保到多少岁', 'coverage_term'],
    ['保障期限有哪些', 'coverage_term'],
    ['要交多少年', 'payment_term'],
    ['缴费期可以选几年', 'payment_term'],
    ['可以月交吗', 'payment_frequency'],
    ['缴费方式有哪些', 'payment_frequency'],
    ['最高保额多少', 'sum_insured'],
    ['能买多少保额', 'sum_insured'],
    ['保什么', 'benefits'],
    ['保障责任有哪些', 'benefits'],
    ['重疾赔几次', 'benefits'],
    ['轻症怎么赔付', 'benefits'],
    ['不保什么', 'exclusions'],
    ['免责条款有哪些', 'exclusions'],
    ['现金价值高吗', 'cash_value'],
    ['退保能退多少', 'cash_value'],
    ['怎么续保', 'renewal'],
    ['免赔额多少', 'deductible'],
    ['报销比例是多少', 'reimbursement'],
    ['有投保人豁免吗', 'waiver'],
    ['身故怎么赔', 'death_benefit'],
    ['可以保单贷款吗', 'policy_loan'],
    ['停售了吗', 'on_sale'],
    ['现在还能买吗', 'on_sale'],
    ['是哪家公司的', 'company'],
    ['理赔流程是什么', 'claims'],
    ['出险了怎么赔', 'claims'],
  ] as const)('%s → %s', (text, topic) => {
    expect(detectTopic(text)).toBe(topic);
  });

  it.each(['你好', '一年交多少钱', '帮我生成彩页'])('finds no product fact in %s', (text) => {
    expect(detectTopic(text)).toBeUndefined();
  });
});

describe('topic in an understanding', () => {
  const understand = createUnderstander(loadDemoCatalogue());
  const read = (q: string) => understand(q, { context: EMPTY_CONTEXT, category: 'General' });

  it.each([
    ['安佑的等待期多久', 'waiting_period'],
    ['恒佑怎么样', 'overview'],
    ['介绍一下岁安', 'overview'],
    ['e享百万免赔额', 'deductible'],
  ] as [string, ProductTopic][])('%s → %s', (q, topic) => {
    expect(read(q).topic).toBe(topic);
  });

  it('sets no topic outside product questions', () => {
    expect(read('什么是等待期').topic).toBeUndefined();
    expect(read('30岁男性买什么重疾险好').topic).toBeUndefined();
  });
});
