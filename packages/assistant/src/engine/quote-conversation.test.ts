import { quote as quotePremium } from '@broker/insurance';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.js';
import { Conversation, RECOMMEND, product, quoteOfAnswer, recommended } from './test-support.js';

/**
 * Quoted messages (docs/decisions/014) in whole conversations on the real catalogue: the quote is this
 * turn's context — its products for references, its person and need for what the question leaves open.
 */
describe('a question quoting an earlier message', () => {
  it('第二款保费多少 on a quoted recommendation prices its second product after a later list locked others', async () => {
    const talk = new Conversation();
    const first = await talk.say(RECOMMEND);
    const quoted = quoteOfAnswer(first);
    const listed = quoted.productCodes;
    expect(listed.length).toBeGreaterThan(2);
    // A later turn: another person, another type, another list locked.
    const later = await talk.say('40岁女性买什么医疗险');
    const medical = later.of('products')[0]?.items.map((c) => c.code) ?? [];
    expect(talk.context.lockedProducts).toEqual(medical);
    expect(medical).not.toContain(listed[1]);

    const second = product(listed[1] ?? '');
    const card = first.of('products')[0]?.items[1];
    const r = await talk.say('第二款保费多少', quoted);
    expect(r.flags.popupAction).toBeUndefined();
    expect(r.text).toContain(`**${second.name}**`);
    expect(r.text).not.toContain(product(medical[1] ?? '').name);
    // Priced for the quoted answer's person (30, male), not the later turn's (40, female), with the
    // sum insured the quoted list showed: the premium on its card.
    const expected = quotePremium(second, { age: 30, gender: 'M', sumInsured: card?.sumInsured });
    expect(expected.ok).toBe(true);
    if (!expected.ok) return;
    expect(expected.value.annualPremium).toBe(card?.annualPremium);
    expect(r.text).toContain(`年交保费：**${formatMoney(expected.value.annualPremium)}**`);
    expect(r.text).toContain('沿用所引用的产品列表中示例保费的条件');
    expect(r.of('query')[0]?.text).toContain('30岁 · 男');
    // What the turn answered about is what the next '这款' means.
    expect(talk.context.lockedProducts).toEqual([second.code]);
    const next = await talk.say('这款的等待期多久');
    expect(next.text).toContain(second.name);
  });

  it('without the quote the same question is about the list locked last', async () => {
    const { talk, listed } = await recommended();
    await talk.say('40岁女性买什么医疗险');
    const medical = [...talk.context.lockedProducts];
    const r = await talk.say('第二款保费多少');
    expect(r.text).toContain(product(medical[1] ?? '').name);
    expect(r.text).not.toContain(product(listed[1] ?? '').name);
  });

  it('那医疗险呢 quoting "30岁男性…" takes the age and gender from the quoted question', async () => {
    const talk = new Conversation();
    const asked = '30岁男性买什么重疾险好';
    await talk.say(asked);
    await talk.say('给老婆看看，35岁，重疾险推荐');
    await talk.say('什么是现金价值');
    expect(talk.context.entities).toMatchObject({ age: 35, relation: 'spouse' });
    expect(talk.context.lastIntent).toBe('faq');

    const r = await talk.say('那医疗险呢', { role: 'user', content: asked, productCodes: [] });
    // A selection (the quoted question's intent) for the quoted person, with the type the question names.
    expect(r.of('query')[0]?.text).toBe('已理解：30岁 · 男 · 医疗险');
    const items = r.of('products')[0]?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((card) => card.typeCode === 'medical')).toBe(true);
    expect(talk.context.lastIntent).toBe('selection');
    expect(talk.context.entities).toMatchObject({ age: 30, gender: 'M', productType: 'medical' });
    expect(talk.context.entities.relation).toBeUndefined();
  });

  it("the question's own entities win over the quote's", async () => {
    const talk = new Conversation();
    const asked = '30岁男性买什么重疾险好';
    await talk.say(asked);
    await talk.say('40岁女性买什么医疗险');
    const r = await talk.say('那45岁呢', { role: 'user', content: asked, productCodes: [] });
    expect(r.of('query')[0]?.text).toBe('已理解：45岁 · 男 · 重疾险');
  });

  it('a quoted question that names a product is what 它 refers to, not the locked list', async () => {
    const { talk } = await recommended();
    const named = product('QYRS-CI02');
    const about = { role: 'user' as const, content: `${named.name}的等待期多久`, productCodes: [] };
    const r = await talk.say('它的犹豫期呢', about);
    expect(r.text).toContain(`**${named.name}**`);
    expect(r.flags.popupAction).toBeUndefined();
    expect(talk.context.lockedProducts).toEqual([named.code]);
    // Unquoted, '它' over a locked list of five asks which one.
    const { talk: plain } = await recommended();
    expect((await plain.say('它的犹豫期呢')).flags.popupAction).toBe('confirm_branch');
  });
});
