import type { Category } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, type ConversationContext, type Intent } from '../conversation-types.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { createUnderstander } from './understand.js';

const understand = createUnderstander(loadDemoCatalogue());
const today = new Date('2025-06-01');
const read = (
  question: string,
  category: Category = 'General',
  context: ConversationContext = EMPTY_CONTEXT,
) => understand(question, { context, category, today });
const locked = (...codes: string[]): ConversationContext => ({ lockedProducts: codes, entities: {} });

const CASES: Partial<Record<Intent, readonly string[]>> = {
  selection: [
    '30岁男性买什么重疾险好',
    '给老婆买医疗险，预算每年两千',
    '孩子3岁，推荐一款少儿重疾',
    '父母60多岁了还能配置什么保险',
    '想给自己买份定期寿险，预算一年3000',
    '养老金哪款好',
    '做财富传承用什么产品',
  ],
  product_query: [
    '安佑的等待期多久',
    '恒佑怎么样',
    '介绍一下小树苗少儿重疾',
    'e享百万的免赔额是多少',
    '安佑的现金价值怎么算',
    '瀚宁传承终身寿险的犹豫期是什么',
    '星河青春版保什么',
    '丰盈能保单贷款吗',
    // Whether a named product can be bought is its own rules (ages, terms), not underwriting or a list.
    '50岁能买定安定寿吗',
    '定安定寿50岁能买吗',
    '想买定安定寿',
    '玉兰重疾男的能买吗',
  ],
  compare: [
    '安佑和康瑞哪个好',
    '安佑和恒佑对比一下',
    '鹤龄、知安、沐光比较一下',
    '星河和岁安有什么区别',
    '帮我做个对比表',
  ],
  // A customer described with income asks for a plan (income sizes the cover, it is not a budget);
  // a listing of a type is the catalogue's list; a price by type needs no product name.
  family_plan: ['35岁女，年收入20万，怎么规划保障', '程序员，经常熬夜，33岁，推荐点保险'],
  // A company's products of a type are listed, not ranked for a person.
  catalogue_list: ['有哪些百万医疗险', '启元的重疾险有哪些'],
  price_by_type: ['30岁男50万保额保费多少'],
  premium: [
    '一年交多少钱',
    '安佑30岁男性一年多少钱',
    '给5岁女儿买小树苗，每年交多少',
    '帮我算一下保费',
    'e享百万40岁价格',
  ],
  commission: [
    '佣金多少',
    '我能拿多少推广费',
    '首年佣金',
    '安佑的佣金比例是多少',
    '这款卖一单能拿多少',
    '丰盈的手续费',
  ],
  brochure: ['生成彩页', '做个产品海报发客户', '帮我生成安佑的彩页', '出一份计划书', '要一张宣传图发朋友圈'],
  underwriting: [
    '甲状腺结节能买吗',
    '乙肝小三阳可以投保吗',
    '帮我核保',
    '有高血压能买重疾险吗',
    '客户有乳腺结节，投保会不会拒保',
    '体检报告异常怎么健康告知',
    '高血压能买e享百万吗',
  ],
  vehicle: ['车险', '交强险多少钱', '我的车险快到期了', '商业险三者险买多少', '新车怎么上保险'],
  customer_service: ['转人工', '找客服', '投诉', '我要投诉你们', '人工客服在吗', '帮我提个工单'],
  faq: [
    '什么是现金价值',
    '重疾和医疗有什么区别',
    '犹豫期是什么',
    '等待期一般多久',
    '保证续保是什么意思',
    '为什么要买定期寿险',
    '免赔额怎么理解',
  ],
  unlock: ['换个产品', '不看这款了', '重新推荐', '换一款看看', '看看别的产品'],
  chitchat: ['你好', '谢谢', '你是谁', '您好！', '好的，谢谢', '你能做什么', '拜拜'],
  out_of_scope: [
    '今天天气怎么样',
    '帮我写个Python脚本',
    '股票推荐',
    '哪只基金能涨',
    '给我讲个笑话',
    '帮我写一篇作文',
    '红烧肉怎么做',
  ],
};

describe('intent: each intent in several phrasings', () => {
  for (const [intent, questions] of Object.entries(CASES)) {
    it.each(questions)(`%s → ${intent}`, (question) => {
      const result = read(question);
      expect(result.intent).toBe(intent);
      expect(result.confidence).toBeGreaterThanOrEqual(0.6);
    });
  }
});

describe('intent: product questions about locked products', () => {
  it.each([
    ['这款能保到多少岁', 'product_query'],
    ['它的等待期多久', 'product_query'],
    ['该产品有豁免吗', 'product_query'],
    ['对比一下这两款', 'compare'],
    ['30岁女一年多少钱', 'premium'],
    ['佣金呢', 'commission'],
  ] as const)('%s → %s', (question, intent) => {
    const result = read(question, 'General', locked('QYRS-CI02', 'HYRS-CI01'));
    expect(result.intent).toBe(intent);
    expect(result.refersToLocked).toBe(true);
  });
});

describe('intent: category prior', () => {
  it('tips a bare need to the chosen category', () => {
    expect(read('30岁男', 'MyBA_Selection').intent).toBe('selection');
    expect(read('安佑', 'MyBA_Query').intent).toBe('product_query');
    expect(read('星河 岁安', 'MyBA_Compare').intent).toBe('compare');
  });

  it('does not override clear wording', () => {
    expect(read('你好', 'MyBA_Selection').intent).toBe('chitchat');
    expect(read('今天天气怎么样', 'FAQ').intent).toBe('out_of_scope');
    expect(read('转人工', 'MyBA_Query').intent).toBe('customer_service');
  });

  it('is neutral for General and MyBA_Common', () => {
    expect(read('什么是现金价值', 'MyBA_Common').intent).toBe('faq');
    expect(read('30岁男性买什么重疾险好', 'General').intent).toBe('selection');
  });
});

describe('intent: out of scope is never an insurance intent', () => {
  it.each([
    '明天北京会下雨吗',
    '比特币还能买吗',
    '翻译一下这句话',
    '推荐一部电影',
    'NBA总决赛谁赢了',
    '帮我写个Java程序',
  ])('%s', (question) => {
    expect(read(question).intent).toBe('out_of_scope');
    expect(read(question).products).toEqual([]);
  });

  it('reads insurance questions that mention money matters as insurance', () => {
    expect(read('增额寿和基金哪个好').intent).not.toBe('out_of_scope');
  });

  it('gives an unreadable question low confidence', () => {
    const result = read('嗯那个就是说');
    expect(result.confidence).toBeLessThan(0.5);
  });
});
