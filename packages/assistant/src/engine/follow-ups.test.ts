import { describe, expect, it } from 'vitest';
import { formatAmount } from './format.js';
import { Conversation, kb, product } from './test-support.js';

/** Products of one base name, the way the catalogue versions them ('…（2021版）', '…（2025版）'). */
const versionsOf = (base: string) => kb.products.filter((p) => p.name.startsWith(base));

describe('follow-ups that change the subject', () => {
  it('asks the same about another version of the product', async () => {
    const [old, current] = versionsOf('启元安佑终身重大疾病保险').sort((a, b) =>
      a.launchDate.localeCompare(b.launchDate),
    );
    if (!old || !current) throw new Error('the catalogue has two versions of 安佑');
    const talk = new Conversation();
    const first = await talk.say('安佑2025中症几种');
    expect(first.text).toContain(`中症：${current.benefits.moderateCount}种`);
    const next = await talk.say('2021版呢');
    expect(next.text).toContain(old.name);
    expect(next.text).toContain(`中症：${old.benefits.moderateCount}种`);
    expect(talk.context.lockedProducts).toEqual([old.code]);
  });

  it('changes the plan priced when another plan is named', async () => {
    const talk = new Conversation();
    const standard = await talk.say('e享百万30岁男有社保标准计划多少钱');
    const upgraded = await talk.say('升级计划呢');
    expect(standard.text).toContain('标准计划');
    expect(upgraded.text).toContain('升级计划');
    expect(upgraded.text).not.toEqual(standard.text);
  });

  it('narrows a recommendation by a constraint and keeps the person', async () => {
    const talk = new Conversation();
    await talk.say('30岁男重疾推荐');
    const lifelong = await talk.say('要保终身的');
    const listed = lifelong.of('products')[0]?.items.map((c) => c.code) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    for (const code of listed) expect(product(code).coverageTerms).toContain('life');
    expect(lifelong.text).toContain('30岁');
  });
});

describe('two facts asked at once', () => {
  it('answers both, in the order asked', async () => {
    const p = product('ALJK-MED01');
    const r = await new Conversation().say('e享百万等待期多久？犹豫期呢');
    const waiting = r.text.indexOf(`等待期：${p.waitingPeriodDays}天`);
    const hesitation = r.text.indexOf(`犹豫期：${p.hesitationPeriodDays}天`);
    expect(waiting).toBeGreaterThan(-1);
    expect(hesitation).toBeGreaterThan(waiting);
  });
});

describe('claim payout on a bill', () => {
  it('works out (bill − deductible) × ratio from the product terms', async () => {
    const p = product('ALJK-MED01');
    const { deductible = 0, reimbursementWithSocial = 0 } = p.benefits;
    const r = await new Conversation().say('e享百万住院花了5万能报多少');
    expect(r.text).toContain(`大约能报${formatAmount((50_000 - deductible) * reimbursementWithSocial)}`);
    expect(r.text).toContain(`年免赔额${formatAmount(deductible)}：`);
  });

  it('pays back only what social insurance left, the deductible not offset where the product says so', async () => {
    const p = product('ALJK-MED01');
    const { deductible = 0, reimbursementWithSocial = 0 } = p.benefits;
    expect(p.highlights.join()).toContain('社保报销部分不可抵扣');
    const r = await new Conversation().say('客户住院花了5万，社保报了2万，买的e享百万，能赔多少');
    const expected = (50_000 - 20_000 - deductible) * reimbursementWithSocial;
    expect(r.text).toContain(`大约能报${formatAmount(expected)}`);
    expect(r.text).toContain('社保已报部分不可抵扣');
  });

  it('says a bill under the deductible is not paid, without arithmetic on it', async () => {
    const r = await new Conversation().say('晴川百万住院花了8000能报吗');
    expect(r.text).toContain('没有超过');
    expect(r.text).not.toContain('计算过程');
  });
});
