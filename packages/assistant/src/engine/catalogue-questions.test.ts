import { illustrate, quote } from '@broker/insurance';
import { describe, expect, it } from 'vitest';
import { OCCUPATION_CLASSES } from '../understand/lexicon/occupations.js';
import { readRanking } from '../understand/ranking.js';
import { formatMoney } from './format.js';
import { Conversation, kb } from './test-support.js';

const onSale = (type: string) => kb.products.filter((p) => p.onSale && p.type === type);

describe('rankings across the catalogue', () => {
  it('reads the field and direction asked for', () => {
    expect(readRanking('等待期最短的重疾是哪款')).toEqual({ field: 'waitingPeriodDays', order: 'asc' });
    expect(readRanking('哪款年金最早能领')).toEqual({ field: 'payoutStartAge', order: 'asc' });
    expect(readRanking('投保年龄最大的医疗险')).toEqual({ field: 'maxAge', order: 'desc' });
    expect(readRanking('星河重疾多大能买')).toBeUndefined();
    expect(readRanking('佣金最高的重疾是哪款')).toEqual({ field: 'firstYearCommission', order: 'desc' });
  });

  it('names the critical illness product with the highest first-year commission rate, flagged as commission', async () => {
    const firstYear = (p: (typeof kb.products)[number]) =>
      Math.max(...p.commission.byPaymentTerm.map((t) => t.rates[0] ?? 0));
    const best = Math.max(...onSale('critical_illness').map(firstYear));
    const r = await new Conversation().say('佣金最高的重疾是哪款');
    const first = kb.productsByCode.get(r.of('products')[0]?.items[0]?.code ?? '');
    expect(first && firstYear(first)).toBe(best);
    expect(r.text).toContain(`${Math.round(best * 1000) / 10}%`);
    expect(r.flags.commissionFlag).toBe(true);
    expect(r.text).toContain('示意参考值');
  });

  it('names the medical product that takes the oldest people, with its age', async () => {
    const oldest = Math.max(...onSale('medical').map((p) => p.maxAge));
    const best = onSale('medical').filter((p) => p.maxAge === oldest);
    const r = await new Conversation().say('投保年龄最大的医疗险');
    for (const p of best) expect(r.text).toContain(p.name);
    expect(r.text).toContain(`${oldest}周岁`);
  });

  it('names the shortest waiting period among critical illness products', async () => {
    const shortest = Math.min(...onSale('critical_illness').map((p) => p.waitingPeriodDays));
    const r = await new Conversation().say('等待期最短的重疾是哪款');
    expect(r.text).toContain(`${shortest}天`);
    const first = r.of('products')[0]?.items[0]?.code;
    expect(kb.productsByCode.get(first ?? '')?.waitingPeriodDays).toBe(shortest);
  });
});

describe('annuity payouts', () => {
  it("answers '每年能领多少' from the illustration: the first payout's age and amount, and the total by 80", async () => {
    const p = onSale('annuity').find((x) => x.illustration.method !== 'none');
    if (!p || !kb.referenceTables) throw new Error('fixture');
    const talk = new Conversation();
    await talk.say(`${p.name}，45岁男，每年交10万`);
    const r = await talk.say('每年能领多少');
    const q = quote(p, { age: 45, gender: 'M', premium: 100000 } as never);
    // The expected figures are the insurance core's illustration for the same factors.
    const quoted = r.text.match(/(\d+)岁起（第(\d+)保单年度）每年领取：\*\*([\d,.]+)元/);
    expect(quoted).not.toBeNull();
    const rows = q.ok ? illustrate(p, q.value.factors, kb.referenceTables) : undefined;
    const first = rows?.ok ? rows.value.rows.find((row) => (row.annuityClaimed ?? 0) > 0) : undefined;
    expect(first).toBeDefined();
    expect(Number(quoted?.[1])).toBe(first?.age);
    expect(quoted?.[3]).toBe(formatMoney(first?.annuityClaimed ?? 0).replace('元', ''));
  });
});

describe('cover sized from income', () => {
  it('says the critical illness sum (about three years of income, to 10万) even before an age is given', async () => {
    const r = await new Conversation().say('客户年收入15万，重疾保额买多少合适');
    // 3 × 15万 = 45万, rounded to the nearest 10万.
    expect(r.text).toMatch(/重疾险：[^\n]*保额50万元/);
    expect(r.text).toContain('没说年龄');
  });
});

describe('a comparison summary', () => {
  it('names the product that gives most on a benefit the products state differently, with its figure', async () => {
    const ci = onSale('critical_illness');
    const [a, b] = ci.filter((p) => p.benefits.severeCount !== undefined).slice(0, 2);
    if (!a || !b || a.benefits.severeCount === b.benefits.severeCount) throw new Error('fixture');
    const most = (a.benefits.severeCount ?? 0) > (b.benefits.severeCount ?? 0) ? a : b;
    const r = await new Conversation().say(`对比${a.name}和${b.name}`);
    const line = r.text.split('\n').find((l) => l.startsWith('小结：')) ?? '';
    expect(line).toMatch(new RegExp(`重疾病种最多的是[^（]+（${most.benefits.severeCount}种）`));
  });
});

describe('nothing of the type for the age', () => {
  it('offers the type of the same need someone of that age can have, from the catalogue', async () => {
    const annuityAt5 = kb.products.filter(
      (p) => p.onSale && p.type === 'annuity' && p.minAge <= 5 && p.maxAge >= 5,
    );
    expect(annuityAt5).toEqual([]);
    const wholeLifeAt5 = kb.products.filter(
      (p) => p.onSale && p.type === 'increasing_whole_life' && p.minAge <= 5 && p.maxAge >= 5,
    );
    const r = await new Conversation().say('我想给女儿买年金险，她今年5岁');
    expect(r.text).toContain('年金险都不能投保5岁');
    // The same need (long-term saving) met by the type that takes her, listed and priced at 5.
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(wholeLifeAt5.map((p) => p.code).sort());
  });
});

describe('occupation classes', () => {
  const takes = (n: number) =>
    kb.products.filter(
      (p) =>
        p.onSale &&
        p.type === 'accident' &&
        (p.factors.find((f) => f.code === 'occupationClass')?.options ?? []).some(
          (o) => Number(o.value) === n,
        ),
    );
  const classOf = (word: string) => OCCUPATION_CLASSES.find((o) => o.word === word)?.occupationClass;

  it("says an occupation's class and lists the accident products that take it", async () => {
    const n = classOf('快递员');
    expect(n).toBeDefined();
    const r = await new Conversation().say('快递员能买意外险吗');
    expect(r.text).toContain(`第${n}类`);
    const listed = (r.of('products')[0]?.allCodes ?? []).sort();
    expect(listed).toEqual(
      takes(n ?? 0)
        .map((p) => p.code)
        .sort(),
    );
  });

  it('answers a bare class question, not as out of scope', async () => {
    const r = await new Conversation().say('程序员算几类职业');
    expect(r.text).toContain(`第${classOf('程序员')}类`);
    expect(r.text).not.toContain('超出了保险展业的范围');
  });
});

describe("a product's benefits", () => {
  const p = kb.productsByCode.get('CYRS-CI01');
  if (!p) throw new Error('fixture');
  const { mildCount, severeCount, moderateCount } = p.benefits;

  it('answers the benefit asked for and leaves the others out', async () => {
    const r = await new Conversation().say(`${p.name}轻症赔几次`);
    expect(r.text).toContain(`轻症：${mildCount}种`);
    expect(r.text).not.toContain(`重疾：${severeCount}种`);
    expect(r.text).not.toContain('亮点');
  });

  it('lists every benefit when none is named, without highlights that restate one', async () => {
    const r = await new Conversation().say(`${p.name}保障责任有哪些`);
    expect(r.text).toContain(`重疾：${severeCount}种`);
    expect(r.text).toContain(`中症：${moderateCount}种`);
    const restating = p.highlights.filter((h) => h.includes(`${severeCount}种重疾`));
    expect(restating.length).toBeGreaterThan(0);
    for (const h of restating) expect(r.text).not.toContain(h);
  });
});

describe('listings filtered by a feature', () => {
  it('lists only the critical illness products with moderate cover', async () => {
    const expected = onSale('critical_illness').filter((p) => (p.benefits.moderateCount ?? 0) > 0);
    const r = await new Conversation().say('哪些重疾有中症');
    expect(r.text).toContain(`共${expected.length}款`);
    for (const item of r.of('products')[0]?.items ?? [])
      expect(kb.productsByCode.get(item.code)?.benefits.moderateCount).toBeGreaterThan(0);
  });

  it('lists the insurers with their hotlines', async () => {
    const r = await new Conversation().say('有几家保险公司');
    expect(r.text).toContain(`共有${kb.companies.length}家保险公司`);
    for (const c of kb.companies) expect(r.text).toContain(c.name);
  });

  it('lists only discontinued products when those are asked for', async () => {
    const r = await new Conversation().say('已经停售的产品有哪些');
    const off = kb.products.filter((p) => !p.onSale);
    expect(r.text).toContain(`共${off.length}款`);
    for (const p of off) expect(r.text).toContain(p.name);
  });
});

describe('cash values by policy year', () => {
  it('gives the insurance core illustration for the year asked, with the defaults it assumed', async () => {
    const p = kb.productsByCode.get('SBRS-CI01');
    if (!p || !kb.referenceTables) throw new Error('fixture');
    const projected = illustrate(p, {}, kb.referenceTables);
    if (!projected.ok) throw new Error('illustration');
    const row = projected.value.rows.find((r) => r.year === 10);
    const r = await new Conversation().say('鹤龄重疾第10年现金价值多少');
    expect(r.text).toContain(`现金价值${formatMoney(row?.currentPrice ?? NaN)}`);
    expect(r.text).toContain(`累计已交保费${formatMoney(row?.cumulativePremium ?? NaN)}`);
    expect(r.text).toContain('按产品默认');
  });

  it("answers a surrender after some years of a named product with that year's cash value", async () => {
    const p = kb.productsByCode.get('SBRS-CI01');
    if (!p || !kb.referenceTables) throw new Error('fixture');
    const projected = illustrate(p, {}, kb.referenceTables);
    if (!projected.ok) throw new Error('illustration');
    const row = projected.value.rows.find((r) => r.year === 3);
    const r = await new Conversation().say('客户交了3年想退保，鹤龄重疾能退多少钱');
    expect(r.text).toContain(`第3保单年度末`);
    expect(r.text).toContain(`现金价值${formatMoney(row?.currentPrice ?? NaN)}`);
  });
});
