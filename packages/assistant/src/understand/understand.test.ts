import type { Category } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, type ConversationContext } from '../conversation-types.js';
import { mergeEntities } from './carry-over.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { createUnderstander } from './understand.js';

const understand = createUnderstander(loadDemoCatalogue());
const today = new Date('2025-06-01');
const read = (question: string, context: Partial<ConversationContext> = {}, category: Category = 'General') =>
  understand(question, { context: { ...EMPTY_CONTEXT, ...context }, category, today });
const codes = (question: string, context: Partial<ConversationContext> = {}) =>
  read(question, context).products.map((p) => p.code);

describe('text', () => {
  it('strips emoji and normalises whitespace', () => {
    expect(read('  安佑😀的等待期 \n\t 多久👍 ').text).toBe('安佑的等待期 多久');
  });

  it('still reads a question written around emoji', () => {
    const result = read('安佑🔥的等待期🤔多久');
    expect(result.products[0]?.code).toBe('QYRS-CI02');
    expect(result.topic).toBe('waiting_period');
  });
});

describe('locked products', () => {
  const ctx = { lockedProducts: ['QYRS-CI02'] };

  it.each(['这款能保到多少岁', '这个产品有豁免吗', '它的等待期多久', '该产品能月交吗', '上面那款怎么样'])(
    '%s refers to the locked product',
    (q) => {
      const result = read(q, ctx);
      expect(result.refersToLocked).toBe(true);
      expect(result.intent).toBe('product_query');
      expect(result.products).toEqual([]);
    },
  );

  it('reads a follow-up product question with no product named as about the locked product', () => {
    expect(read('等待期多久', ctx)).toMatchObject({
      refersToLocked: true,
      intent: 'product_query',
      topic: 'waiting_period',
    });
    expect(read('佣金多少', ctx).refersToLocked).toBe(true);
    expect(read('生成彩页', ctx).refersToLocked).toBe(true);
  });

  it('does not refer to the locked product when another is named', () => {
    const result = read('恒佑的等待期多久', ctx);
    expect(result.refersToLocked).toBe(false);
    expect(result.products[0]?.code).toBe('HYRS-CI01');
  });

  it('does not refer to the locked product for a new need or general knowledge', () => {
    expect(read('给老婆买医疗险，预算每年两千', ctx).refersToLocked).toBe(false);
    expect(read('什么是现金价值', ctx).refersToLocked).toBe(false);
    expect(read('转人工', ctx).refersToLocked).toBe(false);
  });

  it('does not read "这个月" or "其它" as pointing at a product', () => {
    expect(read('这个月有什么活动', {}).refersToLocked).toBe(false);
    expect(read('其它公司有类似的吗', ctx).refersToLocked).toBe(false);
  });

  it('refers to nothing when nothing is locked', () => {
    expect(read('这款能保到多少岁').refersToLocked).toBe(false);
  });
});

describe('ordinals', () => {
  const ctx = { lockedProducts: ['QYRS-CI02', 'HYRS-CI01', 'CYRS-CI01'] };

  it.each([
    ['第一款的等待期', 'QYRS-CI02'],
    ['第二个怎么样', 'HYRS-CI01'],
    ['第3款保什么', 'CYRS-CI01'],
    ['最后一个的佣金', 'CYRS-CI01'],
  ])('%s picks %s from the locked products', (q, code) => {
    const result = read(q, ctx);
    expect(result.products.map((p) => p.code)).toEqual([code]);
    expect(result.refersToLocked).toBe(true);
  });

  it('ignores an ordinal past the end of the list', () => {
    expect(read('第五个怎么样', ctx).products).toEqual([]);
  });

  it('does not read a policy year as an ordinal', () => {
    expect(read('第二年现金价值多少', ctx).products).toEqual([]);
  });
});

describe('pending choices (a choose card is open)', () => {
  const ctx: Partial<ConversationContext> = {
    pendingChoices: ['QYRS-CI01', 'QYRS-CI02'],
    lastIntent: 'product_query',
  };

  it.each([
    ['第二个', 'QYRS-CI02'],
    ['第一个吧', 'QYRS-CI01'],
    ['老版的', 'QYRS-CI01'],
    ['新版', 'QYRS-CI02'],
    ['2021版', 'QYRS-CI01'],
    ['就要2025的', 'QYRS-CI02'],
    ['安佑2021', 'QYRS-CI01'],
  ])('the reply %s picks %s and continues the last intent', (q, code) => {
    const result = read(q, ctx);
    expect(result.products[0]?.code).toBe(code);
    expect(result.intent).toBe('product_query');
    expect(result.confidence).toBeGreaterThanOrEqual(0.9);
    expect(result.ambiguous).toBeUndefined();
  });

  it('picks by a piece of a candidate name', () => {
    const result = read('青春版', { pendingChoices: ['CYRS-CI01', 'CYRS-CI02'], lastIntent: 'premium' });
    expect(result.products[0]?.code).toBe('CYRS-CI02');
    expect(result.intent).toBe('premium');
  });

  it('keeps the new question when the reply asks more than the choice', () => {
    const result = read('第二个的佣金多少', ctx);
    expect(result.products[0]?.code).toBe('QYRS-CI02');
    expect(result.intent).toBe('commission');
  });

  it('resolves an ambiguous name to the candidate on the card', () => {
    const result = read('宽保的那个医疗', {
      pendingChoices: ['KHJK-MED02', 'HYRS-CI01'],
      lastIntent: 'premium',
    });
    expect(result.products[0]?.code).toBe('KHJK-MED02');
  });

  it('reads an unrelated reply normally', () => {
    expect(read('转人工', ctx).intent).toBe('customer_service');
  });
});

describe('ambiguity in the understanding', () => {
  it('asks which product for a shared reference', () => {
    const result = read('泓源的重疾等待期多久');
    expect(result.intent).toBe('product_query');
    expect(result.ambiguous?.candidates).toEqual(['HYRS-CI01', 'HYRS-CI02', 'HYRS-CI03']);
    expect(result.companyCode).toBe('HYRS');
  });

  it('does not ask which product when a list is wanted', () => {
    const result = read('泓源有哪些重疾险');
    expect(result.intent).toBe('selection');
    expect(result.ambiguous).toBeUndefined();
    expect(result.products).toEqual([]);
    expect(result.companyCode).toBe('HYRS');
    expect(result.entities.productType).toBe('critical_illness');
  });

  it('resolves company + type with one product on sale', () => {
    expect(codes('启元的重疾险等待期多久')).toEqual(['QYRS-CI02']);
  });
});

describe('entity carry-over', () => {
  const before = { age: 30, gender: 'M', productType: 'critical_illness', sumInsured: 500000 } as const;

  it('keeps gender and type when only the age changes', () => {
    const result = read('那40岁呢', { entities: before, lastIntent: 'premium' });
    expect(result.entities).toEqual({ ...before, age: 40 });
    expect(result.intent).toBe('premium');
  });

  it('keeps the age when only the gender changes', () => {
    expect(read('那女的呢', { entities: before, lastIntent: 'premium' }).entities).toEqual({
      ...before,
      gender: 'F',
    });
  });

  it('drops the old person for a new relation', () => {
    const result = read('给老婆买呢', { entities: { ...before, relation: 'self' }, lastIntent: 'selection' });
    expect(result.entities).toEqual({
      relation: 'spouse',
      gender: 'F',
      productType: 'critical_illness',
      sumInsured: 500000,
    });
  });

  it('drops the old sum insured and terms for a new product type, keeping the budget', () => {
    const merged = mergeEntities(
      {
        age: 30,
        gender: 'M',
        productType: 'critical_illness',
        sumInsured: 500000,
        paymentTerm: '20y',
        budget: 6000,
      },
      { productType: 'medical' },
    );
    expect(merged).toEqual({ age: 30, gender: 'M', productType: 'medical', budget: 6000 });
  });

  it('starts over for a new person with a new need', () => {
    const result = read('给5岁儿子买意外险', {
      entities: { ...before, relation: 'self', conditions: ['高血压'] },
    });
    expect(result.entities).toEqual({ age: 5, relation: 'child', gender: 'M', productType: 'accident' });
  });

  it('replaces a range with a stated value and a monthly budget with a yearly one', () => {
    expect(mergeEntities({ age: 35, ageRange: { min: 30, max: 40 } }, { age: 33 })).toEqual({ age: 33 });
    expect(mergeEntities({ budget: 2400, budgetPeriod: 'month' }, { budget: 5000 })).toEqual({
      budget: 5000,
    });
  });

  it('continues the last intent for a follow-up naming only a product', () => {
    expect(read('那恒佑呢', { lastIntent: 'premium', entities: before }).intent).toBe('premium');
  });
});
