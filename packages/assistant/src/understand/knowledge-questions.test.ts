import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, type ConversationContext } from '../conversation-types.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { createUnderstander } from './understand.js';

/**
 * General-knowledge questions versus questions about products. A question that names product types
 * (or none) with a knowledge cue, and no product name, ordinal or '这款', is a knowledge (FAQ)
 * question whatever is locked; a product reference keeps it about products.
 */
const understand = createUnderstander(loadDemoCatalogue());
const read = (question: string, context: Partial<ConversationContext> = {}) =>
  understand(question, { context: { ...EMPTY_CONTEXT, ...context }, category: 'General' });
/** A critical-illness recommendation's first page, as it locks it. */
const CI_LIST = ['QHRS-CI01', 'HYRS-CI01', 'HNRS-CI02'];
const afterCiList = { lockedProducts: CI_LIST, lastIntent: 'selection' as const };

describe('general knowledge in a fresh conversation', () => {
  it.each([
    ['重疾险的等待期一般多长', 'waiting_period'],
    ['重疾险的等待期多久', 'waiting_period'],
    ['医疗险的等待期通常是多少天', 'waiting_period'],
    ['增额终身寿多少年能回本', 'cash_value'],
    ['百万医疗险免赔额一般多少', 'deductible'],
    ['医疗险的免赔额', 'deductible'],
  ] as const)('%s → faq about %s, not a selection', (q, topic) => {
    const u = read(q);
    expect(u.intent).toBe('faq');
    expect(u.topic).toBe(topic);
    expect(u.products).toEqual([]);
  });

  it.each([
    '定期寿险和终身寿险有什么区别',
    '等待期是什么',
    '重疾险要不要带身故责任',
    '意外险需要每年买吗',
    // Two kinds of one type weighed, with a detail of the customer: still knowledge, not a listing.
    '百万医疗和中端医疗哪个适合我客户，他有社保',
  ])('%s → faq', (q) => {
    expect(read(q).intent).toBe('faq');
  });

  it('reports the product types the question itself names', () => {
    expect(read('重疾险和医疗险有什么区别').namedTypes).toEqual(['critical_illness', 'medical']);
    expect(read('等待期是什么').namedTypes).toBeUndefined();
  });
});

describe('general knowledge while products are locked', () => {
  it.each([
    '医疗险的等待期一般多长',
    '重疾险的等待期一般多长',
    '重疾险和医疗险有什么区别',
    '定期寿险和终身寿险有什么区别',
    '犹豫期和等待期有什么区别',
    '等待期一般多久',
    '等待期是什么',
    '增额终身寿多少年能回本',
    '医疗险的免赔额',
  ])('%s → faq, not the locked products', (q) => {
    const u = read(q, afterCiList);
    expect(u.intent).toBe('faq');
    expect(u.refersToLocked).toBe(false);
    expect(u.products).toEqual([]);
    expect(u.ambiguous).toBeUndefined();
  });

  it('a product type none of the locked products has sets them aside, whatever is asked', () => {
    const u = read('医疗险多少钱', afterCiList);
    expect(u.refersToLocked).toBe(false);
    expect(u.lockedSetAside).toBe(true);
    expect(read('等待期多久', afterCiList).lockedSetAside).toBeUndefined();
    expect(read('这款医疗险怎么样', afterCiList).lockedSetAside).toBeUndefined();
  });
});

describe('product questions stay product questions', () => {
  it.each([
    ['前两款有什么区别', CI_LIST.slice(0, 2)],
    ['这两款对比一下', []],
    ['恒佑和安佑有什么区别', ['HYRS-CI01', 'QYRS-CI02']],
    ['有什么区别', []],
  ])('%s compares products', (q, codes) => {
    const u = read(q, afterCiList);
    expect(u.intent).toBe('compare');
    expect(u.products.map((m) => m.code)).toEqual(codes);
  });

  it.each([
    ['等待期多久', 'waiting_period'],
    ['第一款的等待期一般多长', 'waiting_period'],
    ['这几款的等待期一般多久', 'waiting_period'],
    ['轻症怎么赔', 'benefits'],
  ] as const)('%s asks the locked products for %s', (q, topic) => {
    const u = read(q, afterCiList);
    expect(u.intent).toBe('product_query');
    expect(u.topic).toBe(topic);
    expect(u.refersToLocked).toBe(true);
  });

  it('这款多少年回本 asks the locked product, 增额终身寿多少年能回本 asks in general', () => {
    const locked = { lockedProducts: ['JHRS-IWL02'], lastIntent: 'product_query' as const };
    expect(read('这款多少年回本', locked)).toMatchObject({
      intent: 'product_query',
      topic: 'cash_value',
      refersToLocked: true,
    });
    expect(read('增额终身寿多少年能回本', locked)).toMatchObject({ intent: 'faq', refersToLocked: false });
  });

  it('a named product with general wording is about that product', () => {
    expect(read('安佑的等待期一般多长').intent).toBe('product_query');
    expect(read('泓源的重疾等待期一般多久').ambiguous?.candidates.length).toBeGreaterThan(1);
  });
});

describe('an age with nothing about health', () => {
  it('客户50岁还能买重疾吗 asks which products take that age, not underwriting', () => {
    const u = read('客户50岁还能买重疾吗');
    expect(u.intent).toBe('selection');
    expect(u.entities.age).toBe(50);
  });

  it('重疾险保额一般买多少 states no sum insured (一般 is no number)', () => {
    expect(read('重疾险保额一般买多少').entities.sumInsured).toBeUndefined();
  });
});

describe('what can be bought depends on health first', () => {
  it.each(['客户怀孕5个月能买什么保险', '老客户45岁，有三高，想买个医疗险'])('%s → underwriting', (q) => {
    expect(read(q).intent).toBe('underwriting');
  });
});

describe('a wish to buy for someone', () => {
  it('客户刚生了宝宝，想给宝宝买保险 is a selection for a newborn, not sales talk', () => {
    const u = read('客户刚生了宝宝，想给宝宝买保险');
    expect(u.intent).toBe('selection');
    expect(u.entities.age).toBe(0);
  });
});

describe('asking for products stays a selection', () => {
  // A bare listing of a type is the catalogue's list of it (catalogue_list): the products all the same.
  it('有哪些百万医疗险 → the catalogue list of that type', () => {
    expect(read('有哪些百万医疗险').intent).toBe('catalogue_list');
  });
  it.each([
    '推荐一款等待期短的重疾险',
    '30岁男性重疾险一般买哪款',
    '医疗险有哪些？',
    '给老婆买医疗险，预算每年两千',
    '35岁女性，医疗险有哪些推荐？',
    '重疾险',
  ])('%s → selection', (q) => {
    expect(read(q).intent).toBe('selection');
    expect(read(q, afterCiList).intent).toBe('selection');
  });
});
