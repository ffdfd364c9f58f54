import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, type ConversationContext } from '../conversation-types.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { createUnderstander } from './understand.js';

/** Follow-ups on a locked list (a recommendation's first page) and product names we do not have. */
const catalogue = loadDemoCatalogue();
const understand = createUnderstander(catalogue);
const read = (question: string, context: Partial<ConversationContext> = {}) =>
  understand(question, { context: { ...EMPTY_CONTEXT, ...context }, category: 'General' });
const LIST = ['HYRS-CI01', 'CYRS-CI01', 'ALJK-CI01', 'HNRS-CI01', 'QYRS-CI02'];
const listed = { lockedProducts: LIST, lastIntent: 'selection' as const };

describe('a singular reference to a locked list', () => {
  it.each(['这款等待期多久', '它的犹豫期呢', '这款保费多少', '这个产品佣金多少'])(
    '%s asks which of the locked products',
    (q) => {
      const u = read(q, listed);
      expect(u.ambiguous).toEqual({ text: expect.any(String), candidates: LIST, fromLocked: true });
      expect(u.products).toEqual([]);
    },
  );

  it('means the one product when only one is locked', () => {
    const u = read('这款等待期多久', { lockedProducts: ['CYRS-CI01'] });
    expect(u.ambiguous).toBeUndefined();
    expect(u.refersToLocked).toBe(true);
  });

  it('a plural reference means them all, without a card', () => {
    const u = read('这几款的等待期', listed);
    expect(u.ambiguous).toBeUndefined();
    expect(u.refersToLocked).toBe(true);
  });

  it('an ordinal picks from the list', () => {
    expect(read('第二个的等待期', listed).products.map((m) => m.code)).toEqual(['CYRS-CI01']);
    expect(read('最后一款保费多少', listed).products.map((m) => m.code)).toEqual(['QYRS-CI02']);
  });

  it.each([
    ['对比前两款', 2],
    ['前三款对比一下', 3],
    ['前2个比较一下', 2],
  ])('%s compares the first %i', (q, n) => {
    const u = read(q, listed);
    expect(u.intent).toBe('compare');
    expect(u.products.map((m) => m.code)).toEqual(LIST.slice(0, n));
  });

  it('a bare reply to the card keeps the question it answers, topic included', () => {
    const u = read('第二个', {
      lockedProducts: LIST,
      pendingChoices: LIST,
      lastIntent: 'product_query',
      lastTopic: 'waiting_period',
    });
    expect(u.intent).toBe('product_query');
    expect(u.topic).toBe('waiting_period');
    expect(u.products[0]?.code).toBe('CYRS-CI01');
  });
});

describe('a product name not in the catalogue', () => {
  it.each([
    ['神龙无敌保的等待期多久', '神龙无敌保'],
    ['那神龙无敌保的保费多少', '神龙无敌保'],
    ['《金福宝》怎么样', '金福宝'],
    ['康宁终身保能保到多少岁', '康宁终身保'],
  ])('%s → unknownProduct %s, not the locked product', (q, name) => {
    const u = read(q, { lockedProducts: ['CYRS-CI01'] });
    expect(u.unknownProduct).toBe(name);
    expect(u.refersToLocked).toBe(false);
    expect(u.products).toEqual([]);
  });

  it.each([
    '重疾险的等待期多久',
    '医疗险能报销门诊吗',
    '这款保险等待期多久',
    '少儿保险有哪些',
    '泓源人寿保险有什么产品',
    '保证续保是什么意思',
    '等待期内出险怎么办',
    '惠民保值得买吗',
    '没有社保可以买启元泰和百万医疗保险吗？',
    '什么是“双录”？哪些情况必须双录？',
    '消费型保险和返还型保险哪个更划算？',
    '《保险销售行为管理办法》主要有哪些要求？',
    '安佑的等待期多久',
    '澄远星河重大疾病保险的等待期',
    '客户抱怨交了十年没出过险，钱白花了',
    '得了癌症重疾险能赔多少',
  ])('%s names no unknown product', (q) => {
    expect(read(q, { lockedProducts: ['CYRS-CI01'] }).unknownProduct).toBeUndefined();
  });

  it('every question of the catalogue FAQ reads without an unknown product', () => {
    const raw = catalogue as unknown as { faq?: { question: string }[] };
    const flagged = (raw.faq ?? [])
      .map((f) => f.question)
      .filter((q) => read(q).unknownProduct !== undefined);
    expect(flagged).toEqual([]);
  });
});
