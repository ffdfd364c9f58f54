import { describe, expect, it } from 'vitest';
import { quote } from '@broker/insurance';
import { formatMoney } from './format.js';
import { Conversation, product, recommended } from './test-support.js';

/** Multi-turn conversations: each turn's `end.context` is the next turn's `context`, as the server threads it. */
describe('multi-turn conversation on the real catalogue', () => {
  it('recommendation → 这款 asks which → 第二个 answers it → 它的佣金 → 换个产品 → a general question', async () => {
    const { talk, listed } = await recommended();
    const second = product(listed[1] ?? '');

    const which = await talk.say('这款等待期多久');
    expect(which.flags.popupAction).toBe('confirm_branch');
    expect(which.of('choices')[0]?.items.map((i) => i.productCode)).toEqual(listed);
    expect(which.text).toContain('哪一款');
    expect(which.text).not.toContain('没有在产品库中找到');
    expect(talk.context.pendingChoices).toEqual(listed);
    expect(talk.context.lockedProducts).toEqual(listed);

    // The bare reply continues the question the card asked: a waiting period, of the second product.
    const picked = await talk.say('第二个');
    expect(talk.context.lastIntent).toBe('product_query');
    expect(picked.text).toContain(second.name);
    expect(picked.text).toContain(`等待期：${second.waitingPeriodDays}天`);
    expect(picked.flags.popupAction).toBeUndefined();
    expect(talk.context.lockedProducts).toEqual([second.code]);
    expect(talk.context.pendingChoices).toBeUndefined();

    // One product locked: '它' is that one, no card.
    const commission = await talk.say('那它的佣金多少');
    expect(commission.flags.commissionFlag).toBe(true);
    expect(commission.flags.popupAction).toBeUndefined();
    expect(commission.text).toContain(second.name);
    expect(commission.text).toContain('首年佣金');
    expect(talk.context.lockedProducts).toEqual([second.code]);

    const unlock = await talk.say('换个产品');
    expect(unlock.flags.action).toBe('unlock_product');
    expect(talk.context.lockedProducts).toEqual([]);

    const faq = await talk.say('什么是现金价值');
    expect(talk.context.lastIntent).toBe('faq');
    expect(faq.text).toContain('现金价值');
    const sources = faq.of('sources')[0]?.items ?? [];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0]?.sourceType).toBe('faq');
    expect(faq.of('products')).toHaveLength(0);
  });

  // Was `quote(first, {age: 30, gender: 'M'})`, the product's default cover, which differed from the
  // budget-fitted example the list had just shown; the follow-up now carries the example's factors.
  it("第一款保费多少 quotes the first listed product with the list example's factors, equal to quote()", async () => {
    const { talk, listed } = await recommended();
    const first = product(listed[0] ?? '');
    const carried = talk.context.quotedFactors?.[first.code] ?? {};
    const r = await talk.say('第一款保费多少');
    const q = quote(first, { age: 30, gender: 'M', ...carried });
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    expect(r.text).toContain(first.name);
    expect(r.text).toContain(`年交保费：**${formatMoney(q.value.annualPremium)}**`);
    expect(talk.context.lockedProducts).toEqual([first.code]);
    // A product-specific answer locks that one product: the next '这款' is not ambiguous.
    const next = await talk.say('这款的犹豫期呢');
    expect(next.flags.popupAction).toBeUndefined();
    expect(next.text).toContain(first.name);
  });

  it('a follow-up premium quotes the budget-fitted example the list showed, and says what it carried over', async () => {
    const { talk, listed } = await recommended();
    const ordinals = ['第一款', '第二款', '第三款'];
    const at = listed
      .slice(0, 3)
      .findIndex((code) => talk.context.quotedFactors?.[code]?.sumInsured !== undefined);
    expect(at).toBeGreaterThanOrEqual(0);
    const chosen = product(listed[at] ?? '');
    const sumInsured = talk.context.quotedFactors?.[chosen.code]?.sumInsured ?? 0;
    // The example lowered the cover below the product's default to fit 5,000元 a year.
    expect(sumInsured).toBeLessThan(Number(chosen.factors.find((f) => f.code === 'sumInsured')?.default));

    const r = await talk.say(`${ordinals[at]}保费多少`);
    const carried = quote(chosen, { age: 30, gender: 'M', sumInsured });
    const fallback = quote(chosen, { age: 30, gender: 'M' });
    expect(carried.ok && fallback.ok).toBe(true);
    if (!carried.ok || !fallback.ok) return;
    expect(carried.value.annualPremium).toBeLessThanOrEqual(5000);
    expect(r.text).toContain(`年交保费：**${formatMoney(carried.value.annualPremium)}**`);
    expect(r.text).not.toContain(formatMoney(fallback.value.annualPremium));
    expect(r.text).toContain('沿用上一轮产品列表中示例保费的条件');
  });

  it("有没有便宜点的 after one product's premium lists others on the same terms, the cheapest first", async () => {
    const { talk, listed } = await recommended();
    await talk.say('第一款保费多少');
    const r = await talk.say('有没有便宜点的');
    const items = r.of('products')[0]?.items ?? [];
    expect(items.length).toBeGreaterThan(1);
    expect(listed.length).toBeGreaterThan(1);
    const premiums = items.map((item) => {
      const q = quote(product(item.code), {
        age: 30,
        gender: 'M',
        ...talk.context.quotedFactors?.[item.code],
      });
      return q.ok ? q.value.annualPremium : Number.NaN;
    });
    expect(premiums.every(Number.isFinite)).toBe(true);
    expect(premiums[0]).toBe(Math.min(...premiums));
  });

  it('第二个的等待期 picks from the locked list without a card', async () => {
    const { talk, listed } = await recommended();
    const second = product(listed[1] ?? '');
    const r = await talk.say('第二个的等待期');
    expect(r.flags.popupAction).toBeUndefined();
    expect(r.text).toContain(`**${second.name}**`);
    expect(r.text).toContain(`等待期：${second.waitingPeriodDays}天`);
  });

  it('an unknown product name is said to be missing, not answered from the locked product', async () => {
    const { talk, listed } = await recommended();
    await talk.say('第一款的等待期');
    const locked = product(listed[0] ?? '');
    expect(talk.context.lockedProducts).toEqual([locked.code]);

    const r = await talk.say('神龙无敌保的等待期多久');
    expect(r.text).toContain('「神龙无敌保」');
    expect(r.text).toContain('没有找到');
    expect(r.text).not.toContain(locked.name);
    expect(r.text).not.toMatch(/\d/);
    expect(r.of('products')).toHaveLength(0);
    expect(r.of('asks')).toHaveLength(0);
    expect(r.flags.popupAction).toBeUndefined();
  });

  it.each(['有没有不限社保的百万医疗', '理赔款到账了，能不能再报一次社保'])(
    '%s names no unknown product (a condition of cover, an act on social insurance)',
    async (question) => {
      const r = await new Conversation().say(question);
      expect(r.text).not.toContain('产品库中没有找到「');
    },
  );

  it.each([
    ['对比前两款', 2],
    ['前三款对比一下', 3],
  ])('%s compares the first N listed products in a table', async (question, n) => {
    const { talk, listed } = await recommended();
    const r = await talk.say(question);
    const wanted = listed.slice(0, n);
    const header = r.text.split('\n').find((line) => line.startsWith('| 项目 |')) ?? '';
    for (const code of wanted) {
      const p = product(code);
      expect(r.text).toContain(p.name);
      expect(header).toContain(p.aliases[0] ?? p.name);
    }
    for (const code of listed.slice(n)) expect(r.text).not.toContain(product(code).name);
    expect(talk.context.lockedProducts).toEqual(wanted);
  });

  it('对比一下这几款 compares every locked product', async () => {
    const { talk, listed } = await recommended();
    const r = await talk.say('对比一下这几款');
    expect(r.text).toContain('| 项目 |');
    for (const code of listed) expect(r.text).toContain(product(code).name);
  });
});
