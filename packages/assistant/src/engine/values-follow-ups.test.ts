import { describe, expect, it } from 'vitest';
import { extractEntities } from '../understand/index.js';
import { formatAmount, formatMoney } from './format.js';
import { payoutStartAges } from './tools/find-products.js';
import { type Collected, Conversation, kb, product } from './test-support.js';

const listedCodes = (answer: Collected) => answer.of('products')[0]?.items.map((c) => c.code) ?? [];

describe('follow-ups that state only values', () => {
  it('re-runs the list with a payment term said alone', async () => {
    const talk = new Conversation();
    await talk.say('40岁女性买增额终身寿哪款好');
    const five = await talk.say('交5年的');
    expect(five.text).toContain('增额终身寿险');
    expect(talk.context.entities.paymentTerm).toBe('5y');
    expect(talk.context.lastIntent).not.toBe('faq');
  });

  it('prices the products in play to retirement when asked for cover to then', async () => {
    const talk = new Conversation();
    await talk.say('给我老公买个定期寿险，他38岁');
    await talk.say('100万保额多少钱');
    const retire = await talk.say('保到退休就行');
    expect(talk.context.entities.coverageTerm).toBe('toAge60');
    expect(retire.text).not.toContain('超出了保险展业的范围');
  });

  it('picks the n-th of the last list even after one of them was asked about', async () => {
    const talk = new Conversation();
    const list = await talk.say('30岁男，想买重疾，预算一年3000左右');
    const codes = listedCodes(list);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    const second = await talk.say('第二款呢');
    expect(second.text).toContain(product(codes[1] ?? '').name);
    const third = await talk.say('第三款呢');
    expect(third.text).toContain(product(codes[2] ?? '').name);
    expect(third.text).not.toContain(product(codes[1] ?? '').name);
  });

  it('answers the sum a budget buys with the listed products', async () => {
    const talk = new Conversation();
    await talk.say('30岁男，想买重疾，预算一年3000左右');
    const sums = await talk.say('保额能做到多少');
    expect(sums.text).toContain('基本保额');
    expect(sums.text).toContain('年交保费');
  });
});

describe('a price asked of a type', () => {
  it('ranks the type cheapest first when no product is named', async () => {
    const r = await new Conversation().say('最便宜的定期寿险是哪款，30岁男100万');
    expect(r.text).toContain('最便宜的是');
    expect(r.text).not.toContain('没有在产品库中找到');
  });

  it('prices an example adult, said to be an example, when no age is given', async () => {
    const r = await new Conversation().say('意外险一般多少钱一年');
    expect(r.text).toMatch(/^以30岁为例试算/);
    expect(r.text).toContain('未说年龄');
  });

  it('ranks by guaranteed renewal when asked which is longest', async () => {
    const r = await new Conversation().say('客户35岁女，想买个百万医疗，哪个保证续保时间长');
    const longest = kb.products
      .filter((p) => p.onSale && p.type === 'medical' && 35 >= p.minAge && 35 <= p.maxAge)
      .sort((a, b) => (b.benefits.guaranteedRenewalYears ?? 0) - (a.benefits.guaranteedRenewalYears ?? 0))[0];
    expect(r.text).toContain(`保证续保最长的是**${longest?.name}**`);
  });

  it('lists only products that can cover for life when asked', async () => {
    const r = await new Conversation().say('有哪些产品可以保到终身');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).coverageTerms).toContain('life');
  });
});

describe('what a claim pays', () => {
  it('works out a mild condition from the benefit share of the stated sum insured', async () => {
    const p = product('HYRS-CI01');
    const { mildPayout = 0, mildTimes } = p.benefits;
    const r = await new Conversation().say('客户买了恒佑50万，得了轻症，能赔多少钱');
    expect(r.text).toContain(formatAmount(500_000 * mildPayout));
    expect(r.text).toContain(`最多赔${mildTimes}次`);
    expect(r.text).not.toContain('年交保费');
  });

  it('leaves the level of a named illness to its own answer', async () => {
    const r = await new Conversation().say('客户得了甲状腺癌，重疾能赔吗，是轻症还是重症');
    expect(r.of('sources')[0]?.items[0]?.title).toContain('甲状腺癌');
  });
});

describe('the people of a family', () => {
  it('gives a pronoun’s age to the customer, not to the word before it', () => {
    const e = extractEntities('客户想给自己和老婆孩子一起买，他35岁，老婆33岁，孩子5岁，预算一年1万', {});
    expect(e.persons).toEqual([
      { relation: 'self', age: 35, gender: 'M' },
      { relation: 'spouse', age: 33, gender: 'F' },
      { relation: 'child', age: 5 },
    ]);
  });

  it('plans for the customer when their income is given with the children', () => {
    const e = extractEntities('客户年收入30万，有房贷100万，两个孩子，家庭保障怎么配', {});
    expect(e.persons?.map((p) => p.relation)).toEqual(['self', 'child', 'child']);
  });
});

describe('a person described with no kind of cover named', () => {
  const lines = (r: Collected) => r.text.split('\n').filter((l) => l.startsWith('- '));

  it('plans the basic cover of one person: critical illness, medical and accident', async () => {
    const r = await new Conversation().say('程序员，经常熬夜，33岁，推荐点保险');
    const kinds = lines(r).map((l) => l.slice(2).split('：')[0]);
    expect(kinds).toEqual(['重疾险', '医疗险', '意外险']);
    expect(r.text).not.toContain('再保孩子');
  });

  it('holds the plan to the 双十 premium it quotes from the income', async () => {
    const r = await new Conversation().say('女，41岁，离异带一个8岁女儿，月薪1万2，怎么买保险');
    expect(r.text).toContain('约14,400元');
    const total = /以上合计年交约([\d,]+(?:\.\d+)?)元/.exec(r.text)?.[1];
    expect(Number(total?.replace(/,/g, ''))).toBeLessThanOrEqual(14_400);
    expect(r.text).toContain('孩子（8岁女性）');
  });

  it('shows on each product card the premium and sum insured the plan’s text gives it', async () => {
    const r = await new Conversation().say('客户35岁，年收入20万，怎么配置保险');
    const cards = r.of('products')[0]?.items ?? [];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const line = lines(r).find((l) => l.includes(`：${card.name}，`));
      expect(line, card.name).toBeDefined();
      expect(line).toContain(`年交${formatMoney(card.annualPremium ?? -1)}`);
      if (card.sumInsured !== undefined) expect(line).toContain(`保额${formatAmount(card.sumInsured)}`);
    }
  });

  it('reads a delivery rider as occupation class 4', () => {
    expect(extractEntities('我是做外卖的，29岁，买啥意外险好', {})).toMatchObject({ occupationClass: 4 });
  });

  it('answers who may be the policyholder as a rule, whoever is described', async () => {
    const r = await new Conversation().say('17岁的孩子能自己当投保人吗');
    expect(r.text).toContain('完全民事行为能力');
    expect(r.of('products')).toHaveLength(0);
  });
});

describe('two facts of a product asked in one sentence', () => {
  it('answers each, though the sentence names only one of them by its label', async () => {
    const r = await new Conversation().say('星河重疾能不能附加投保人豁免，等待期多久');
    const star = kb.products.find((p) => p.name === '澄远星河重大疾病保险');
    expect(r.text).toContain('保费豁免：');
    expect(r.text).toContain(`等待期：${star?.waitingPeriodDays}天`);
  });

  it('shows the cover asked about beside the deductible', async () => {
    const r = await new Conversation().say('e享百万有没有门诊报销，免赔额多少');
    expect(r.text).toContain('免赔额：');
    expect(r.text).toContain('年度限额：');
  });
});

describe('which product wins on a payout', () => {
  const critical = () => kb.products.filter((p) => p.onSale && p.type === 'critical_illness');

  it('ranks critical illness products by the share of the sum insured a mild claim pays', async () => {
    const r = await new Conversation().say('哪款重疾的轻症赔付比例最高');
    const top = Math.max(...critical().map((p) => p.benefits.mildPayout ?? 0));
    expect(r.text).toContain(`轻症赔付比例最高`);
    expect(r.text).toContain(`基本保额的${Math.round(top * 100)}%`);
  });

  it('says which of two named products pays more for a mild illness', async () => {
    const r = await new Conversation().say('恒佑和安佑哪个轻症赔得多');
    const [a, b] = ['泓源恒佑重大疾病保险', '启元安佑终身重大疾病保险（2025版）'].map((n) =>
      kb.products.find((p) => p.name === n),
    );
    const winner = (a?.benefits.mildPayout ?? 0) > (b?.benefits.mildPayout ?? 0) ? a : b;
    expect(r.text.split('\n')[0]).toContain(`轻症赔付比例更高的是**${winner?.name}**`);
  });
});

describe('cover a product describes', () => {
  const describes = (p: { highlights: string[] }, word: RegExp) => p.highlights.some((h) => word.test(h));

  it('lists only the products whose description names the cover asked', async () => {
    const r = await new Conversation().say('帮我看看哪款医疗险有质子重离子');
    const expected = kb.products.filter(
      (p) => p.onSale && p.type === 'medical' && describes(p, /质子重离子/),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(expected.map((p) => p.code).sort());
  });

  it('says plainly that no product describes a cover, instead of listing every product', async () => {
    // Every annuity of the catalogue pays yearly ('每年领取'): none says it pays monthly.
    expect(kb.products.some((p) => p.type === 'annuity' && describes(p, /按月领|月领/))).toBe(false);
    const r = await new Conversation().say('哪些年金险可以月领');
    expect(r.text).toContain('没有产品的资料写明「按月领取」');
    expect(r.of('products')).toHaveLength(0);
  });

  it('names the cover, not the age, when only products for others have it', async () => {
    const r = await new Conversation().say('30岁男，要能报门诊的医疗险');
    expect(r.text).toContain('符合「含门诊」的');
    expect(r.text).toContain('都不能投保30岁男性');
  });
});

describe('an annuity to start paying at an age', () => {
  it('offers only the annuities that can start paying then', async () => {
    const talk = new Conversation();
    await talk.say('推荐个年金险');
    const r = await talk.say('我客户45岁，想60岁开始领');
    const codes = r.of('products')[0]?.allCodes ?? [];
    const expected = kb.products.filter(
      (p) =>
        p.onSale &&
        p.type === 'annuity' &&
        p.minAge <= 45 &&
        p.maxAge >= 45 &&
        payoutStartAges(p).includes(60),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect([...codes].sort()).toEqual(expected.map((p) => p.code).sort());
  });
});

describe('cover to an age on products of terms in years', () => {
  it('prices each product with the shortest term reaching that age, never a shorter one', async () => {
    const r = await new Conversation().say('30岁男买定寿，100万保到60，哪个最便宜');
    for (const card of r.of('products')[0]?.items ?? []) {
      const p = product(card.code);
      const reaches = p.coverageTerms.some(
        (t) =>
          t === 'life' ||
          Number(/^toAge(\d+)$/.exec(t)?.[1] ?? 0) >= 60 ||
          30 + Number(/^(\d+)y$/.exec(t)?.[1] ?? 0) >= 60,
      );
      expect(reaches).toBe(true);
    }
    expect(r.text).not.toContain('保障期间10年');
    expect(r.text).not.toContain('保障期间20年');
  });
});

describe('a wish to pay less after a premium', () => {
  it('offers cheaper products for the same person instead of repeating the premium', async () => {
    const talk = new Conversation();
    const first = await talk.say('安佑重疾多少钱，30岁女');
    const quoted = Number(/年交保费：\*\*([\d,.]+)元/.exec(first.text)?.[1]?.replace(/,/g, ''));
    const cheaper = await talk.say('预算再低一点');
    expect(cheaper.text).not.toBe(first.text);
    const cards = cheaper.of('products')[0]?.items ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]?.annualPremium).toBeLessThan(quoted);
  });
});

describe('can someone without social insurance buy medical cover', () => {
  it('says yes first and what changes, then lists the products', async () => {
    const r = await new Conversation().say('我客户是个体户，没有社保，能买百万医疗吗');
    expect(r.text.startsWith('可以。')).toBe(true);
    expect(r.text).toContain('没有社保也能买医疗险');
    expect(r.of('products')[0]?.items.every((c) => product(c.code).type === 'medical')).toBe(true);
  });
});

describe('is a budget enough', () => {
  it('says yes or no first, from the premiums computed for an example person', async () => {
    const yes = await new Conversation().say('一年500块的医疗险够吗');
    expect(yes.text.startsWith('够。')).toBe(true);
    const cheapest = Math.min(
      ...(yes.of('products')[0]?.items ?? []).map((c) => c.annualPremium ?? Infinity),
    );
    expect(cheapest).toBeLessThanOrEqual(500);
    const no = await new Conversation().say(`一年${Math.floor(cheapest / 2)}块的医疗险够吗`);
    expect(no.text.startsWith('不够。')).toBe(true);
  });
});

describe('with and without social insurance', () => {
  it('prices each product both ways, side by side', async () => {
    const r = await new Conversation().say('有社保和没社保买百万医疗价格差多少');
    const rows = r.text.split('\n').filter((l) => l.startsWith('- **'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [own, other] = [/有社保([\d,.]+)元/, /无社保([\d,.]+)元/].map((re) =>
        Number(re.exec(row)?.[1]?.replace(/,/g, '')),
      );
      expect(other).toBeGreaterThan(own ?? Infinity);
    }
  });
});

describe("a customer's objection", () => {
  it('answers 客户嫌重疾险太贵了 from the objection entries, without a product list', async () => {
    const r = await new Conversation().say('客户嫌重疾险太贵了');
    expect(r.of('products')).toHaveLength(0);
    expect(r.of('sources')[0]?.items[0]?.title).toContain('太贵');
  });

  it('still lists products when the customer wants to buy', async () => {
    const r = await new Conversation().say('客户说想给孩子买重疾');
    expect(r.of('products').length).toBeGreaterThan(0);
  });
});

describe('knowledge questions in everyday words', () => {
  it('answers how many policies one may hold from the entry on holding several', async () => {
    const r = await new Conversation().say('一个人能买几份意外险');
    expect(r.of('sources')[0]?.items[0]?.title).toContain('多份');
  });

  it('compares a variant with the plain version', async () => {
    const r = await new Conversation().say('星河重疾青春版和普通版有啥不同');
    expect(r.text).toContain('澄远星河重大疾病保险（青春版）');
    expect(r.text).toContain('澄远星河重大疾病保险：');
  });

  it('answers who a product suits from its own facts, not an exclusion', async () => {
    const r = await new Conversation().say('景和尊荣终身寿险适合什么人');
    expect(r.text).toContain('**景和尊荣终身寿险**');
    expect(r.text.split('\n')[1] ?? '').not.toContain('责任免除');
  });
});

describe('a child, a product fact asked again, a health notice', () => {
  it('offers a child of no stated age only what a child can have, priced as a child', async () => {
    const talk = new Conversation();
    const list = await talk.say('小孩的意外险推荐一下');
    const codes = list.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).minAge).toBeLessThanOrEqual(17);
    const priced = await talk.say('多少钱');
    expect(priced.text).toContain('投保年龄5周岁');
    expect(priced.text).not.toContain('投保年龄30周岁');
  });

  it('asks the fact asked before of the product named next', async () => {
    const talk = new Conversation();
    await talk.say('安佑等待期多久');
    const next = await talk.say('那恒佑呢');
    expect(next.text).toContain(`等待期：${product('HYRS-CI01').waitingPeriodDays}天`);
    const which = new Conversation();
    await which.say('这款产品的犹豫期多久');
    const named = await which.say('恒佑');
    expect(named.text).toContain(`犹豫期：${product('HYRS-CI01').hesitationPeriodDays}天`);
  });

  it('says whether a product is marked for lenient health questions, never that it is strict', async () => {
    const lenient = await new Conversation().say('康衡宽保重疾是不是带病也能买');
    expect(lenient.text).toContain('健康告知宽松：是');
    const plain = await new Conversation().say('安澜简护重疾的健康告知严吗');
    expect(plain.text).toContain('没有将其标注为健康告知宽松');
    expect(plain.text).not.toContain('健康告知宽松：否');
  });

  it('reads 高一点 as more, not as a school year', () => {
    expect(extractEntities('有没有保额高一点的意外险', {}).age).toBeUndefined();
    expect(extractEntities('女儿高一', {}).age).toBe(15);
  });
});

describe('questions that are not a product list', () => {
  it('plans a combination of named types for one person within the budget', async () => {
    const r = await new Conversation().say('我想给客户做个重疾险和医疗险的组合方案，35岁男，预算8000');
    expect(r.text).toContain('- 重疾险：');
    expect(r.text).toContain('- 医疗险：');
    expect(r.text).toContain('在预算每年8000元以内');
  });

  it('answers selling conduct from the compliance entries', async () => {
    const r = await new Conversation().say('给客户推荐产品的时候要注意什么合规问题');
    expect(r.of('products')).toHaveLength(0);
    expect(r.of('sources')[0]?.items[0]?.sourceType).toBe('faq');
  });

  it('answers how a premium may be paid, not which product', async () => {
    const r = await new Conversation().say('保费可以用信用卡交吗');
    expect(r.text).not.toContain('没有在产品库中找到');
    expect(r.of('sources')[0]?.items[0]?.title).toContain('信用卡');
  });

  it('answers which occupations a named product suits from the product', async () => {
    const r = await new Conversation().say('青禾骑士意外保险适合什么职业');
    expect(r.text).toContain('**青禾骑士意外保险**');
  });
});

describe('stopping payments', () => {
  it('answers a customer who may stop paying after a year with the ways to keep or end the policy', async () => {
    const r = await new Conversation().say('客户问能不能先交一年试试，不想交了就停');
    expect(r.text).not.toContain('超出了保险展业的范围');
    expect(r.of('sources')[0]?.items[0]?.title).toContain('交不起保费');
  });
});

describe('lists asked for by kind and wish', () => {
  it('lists products of a type asked to be recommended, not a concept entry', async () => {
    const r = await new Conversation().say('推荐增额终身寿');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).type).toBe('increasing_whole_life');
  });

  it('leaves out products without death cover when death cover is asked for', async () => {
    const r = await new Conversation().say('32岁女重疾，有没有带身故的');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).benefits.deathBenefit ?? '').not.toMatch(/^(?:无|不含)/);
  });

  it('ranks what one premium buys by the sum insured when every product costs the same', async () => {
    const r = await new Conversation().say('35岁女增额终身寿，每年10万，交5年');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(r.text).toContain('基本保额最高的是');
    expect(r.text).not.toContain('之间，最便宜');
    expect(codes.length).toBeGreaterThan(1);
  });
});

describe('plans and wishes in everyday words', () => {
  it('plans for a young couple described as 小两口', async () => {
    const r = await new Conversation().say('客户刚结婚，小两口都28岁，怎么买');
    expect(r.text).toContain('**1. 本人（28岁）**');
    expect(r.text).toContain('**2. 配偶（28岁）**');
  });

  it('reads 财富传承 as the whole-life products', async () => {
    const r = await new Conversation().say('客户有两套房，年收入100万，想做财富传承');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).type).toBe('whole_life');
  });

  it('offers the type of the same need a child can have when the type asked has none for children', async () => {
    const r = await new Conversation().say('客户孩子要上大学了，想存教育金');
    const forChildren = kb.products.filter(
      (p) => p.onSale && p.type === 'increasing_whole_life' && p.minAge <= 17,
    );
    expect(r.text).toContain('都不能投保');
    expect(r.text).toContain('同样用于长期储蓄的增额终身寿险可以');
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(forChildren.map((p) => p.code).sort());
  });
});

describe('types bought by the premium', () => {
  it('prices them at one example premium and ranks what it buys', async () => {
    const r = await new Conversation().say('40岁女性买增额终身寿哪款好');
    expect(r.text).toContain('同样保费买到的基本保额最高的是');
    expect(r.text).toContain('以每年1万元为例');
  });
});

describe('a product fact asked about a kind of cover', () => {
  it('does not open with the exclusions when a cover is asked about (责任 is no reason)', async () => {
    const r = await new Conversation().say('守望定寿有没有全残责任');
    expect(r.text.split('\n')[1] ?? '').not.toContain('责任免除');
    expect(r.text).toContain('全残');
  });
});
