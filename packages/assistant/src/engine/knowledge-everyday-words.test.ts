import { describe, expect, it } from 'vitest';
import type { Product } from '@broker/contract';
import { exampleQuote } from './tools/example-quote.js';
import { Conversation, kb, sourceIds } from './test-support.js';

/** Knowledge questions in everyday words: entries by id, statutes and catalogue figures, never the engine's output. */
describe('two kinds of cover weighed', () => {
  it('医疗险和重疾险只能买一个的话买哪个: the entry weighing the two, no product list', async () => {
    const r = await new Conversation().say('医疗险和重疾险只能买一个的话买哪个');
    expect(r.of('products')).toHaveLength(0);
    expect(['faq-008', 'faq-012']).toContain(sourceIds(r)[0]);
  });
});

describe('what a question wants, in everyday words', () => {
  it.each([
    ['重疾确诊后还要交保费吗', 'faq-115'],
    ['得了轻症以后还需要继续交保费吗', 'faq-115'],
    ['刚买的保险可以退吗', 'faq-118'],
    ['投保人可以变更吗', 'faq-123'],
    ['只想退掉附加的医疗，主险留着行吗', 'faq-249'],
    ['两份百万医疗，住院了两边都能报吗', 'faq-025'],
    ['投保人、被保人、受益人都填我自己可以吗', 'faq-001'],
  ])('%s: the entry on it (%s), no products', async (question, id) => {
    const r = await new Conversation().say(question);
    expect(sourceIds(r)[0]).toBe(id);
    expect(r.of('products')).toHaveLength(0);
  });

  it('理赔款多久到账 wants a time: the statutory days, not whose account it goes to', async () => {
    const r = await new Conversation().say('理赔款多久到账');
    expect(r.text).toContain('30日内核定');
    expect(r.text).toContain('10日内');
  });
});

describe('a product’s own rule put to a case', () => {
  it('安佑能买到多少岁 is its entry ages, not its overview', async () => {
    const anyou = kb.products.find((p) => p.name.includes('安佑') && p.onSale);
    const r = await new Conversation().say('安佑能买到多少岁');
    expect(r.text).toContain(`至${anyou?.maxAge}周岁`);
    expect(r.text).not.toContain('犹豫期');
  });

  it('星河重疾宽限期内出险能赔吗 quotes the product’s own text on the grace period, not only its length', async () => {
    const r = await new Conversation().say('星河重疾宽限期内出险能赔吗');
    expect(r.text).toMatch(/^> .*宽限期内.*(?:赔|给付|承担保险责任)/m);
  });
});

describe('a definition asked', () => {
  it('什么是保单周年日: no entry defines it (they only use the word), so none answers as if it did', async () => {
    const r = await new Conversation().say('什么是保单周年日');
    expect(r.text).toContain('知识库中没有直接回答「保单周年日」的内容');
  });

  it('职业类别1~6类是啥意思: the entry naming the term answers, whatever dash the question uses', async () => {
    const r = await new Conversation().say('职业类别1~6类是啥意思');
    expect(r.text).not.toContain('没有直接回答');
    expect(r.text).toContain('职业');
  });

  it('什么是免赔额: the entry that says what it is', async () => {
    const r = await new Conversation().say('什么是免赔额');
    expect(r.text).toMatch(/^免赔额是/m);
  });
});

describe('what a kind of cover does not pay for', () => {
  it.each([
    ['意外险哪些情况不赔', 'accident'],
    ['买了重疾险不赔的情况有哪些', 'critical_illness'],
  ] as const)(
    '%s: the exclusions its on-sale products state, counted from the catalogue',
    async (q, type) => {
      const onSale = kb.products.filter((p) => p.onSale && p.type === type);
      const r = await new Conversation().say(q);
      expect(r.text).toContain(`在售的${onSale.length}款`);
      const everyone =
        onSale[0]?.exclusions.filter((e) => onSale.every((p) => p.exclusions.includes(e))) ?? [];
      expect(everyone.length).toBeGreaterThan(0);
      for (const e of everyone) expect(r.text).toContain(`- ${e}`);
      expect(r.of('products')).toHaveLength(0);
    },
  );

  it('恒佑哪些情况不赔: that product’s own exclusions', async () => {
    const hengyou = kb.products.find((p) => p.name.includes('恒佑') && p.onSale);
    const r = await new Conversation().say('恒佑哪些情况不赔');
    for (const e of hengyou?.exclusions ?? ['?']) expect(r.text).toContain(e);
  });
});

describe('a claim not decided, or refused', () => {
  it.each(['保险公司拖着不赔可以投诉吗', '理赔交了材料一个多月没结果怎么办'])(
    '%s: the statutory time to decide (三十日), not what the policy covers',
    async (q) => {
      const r = await new Conversation().say(q);
      expect(r.text).toMatch(/30日|三十日/);
    },
  );

  it('保险公司不赔怎么办: what to do about a refused claim, not an insurer going bankrupt', async () => {
    const r = await new Conversation().say('保险公司不赔怎么办');
    expect(r.text).not.toContain('破产');
    expect(r.text).toMatch(/拒赔|理由/);
  });
});

describe('whom the cover is for, without an age', () => {
  it.each([
    ['给孩子先买什么保险', '孩子'],
    ['老人买什么保险最实用', '父母'],
  ])('%s: the cover that person needs first, by kind, not every product on sale', async (q, who) => {
    const r = await new Conversation().say(q);
    expect(r.text).toContain(`**1. ${who}`);
    expect(r.text).toMatch(/- (?:重疾险|医疗险|意外险)：/);
    expect(r.text).toContain('没说年龄');
  });

  it('重疾险保到终身有必要吗: the entry weighing term against whole-life cover', async () => {
    const r = await new Conversation().say('重疾险保到终身有必要吗');
    expect(r.text).toContain('定期重疾');
  });
});

describe('claims and beneficiaries in everyday words', () => {
  it('重疾确诊了先找谁: reporting the claim first, not a hand-off to customer service', async () => {
    const r = await new Conversation().say('重疾确诊了先找谁');
    expect(r.flags.showCustomerService).toBeUndefined();
    expect(r.text).toContain('报案');
  });

  it('保单受益人能写多个吗: several beneficiaries may be named (第四十条), not the employer rule', async () => {
    const r = await new Conversation().say('保单受益人能写多个吗');
    expect(r.text).toContain('第四十条');
    expect(r.text).not.toMatch(/^不能/m);
  });
});

describe('a product’s cover asked in everyday words', () => {
  it('e享百万能报销外购药吗: the verdict from the product’s own description (院外特药), not its overview alone', async () => {
    const eXiang = kb.products.find((p) => p.name.includes('e享百万') && p.onSale);
    const says = JSON.stringify(eXiang).match(/院外|特药|外购药/) !== null;
    const r = await new Conversation().say('e享百万能报销外购药吗');
    expect(r.text).toContain(says ? '含特药：是' : '含特药');
  });

  it('恒佑有没有投保人豁免: the insured’s waiver is stated, the policyholder’s is said to be not, and no exclusion is shown', async () => {
    const r = await new Conversation().say('恒佑有没有投保人豁免');
    expect(r.text).toContain('投保人豁免：产品资料未载明');
    expect(r.text).not.toContain('故意杀害');
  });
});

describe('寿险 in a knowledge question', () => {
  it('两份寿险都能赔吗: several policies of a paying-a-sum type may each pay, not the medical indemnity rule', async () => {
    const r = await new Conversation().say('两份寿险都能赔吗');
    expect(r.text).not.toContain('不能超额报销');
    expect(r.text).toContain('多份');
  });
});

describe('an event before underwriting is decided', () => {
  it('收了保费还没承保就出险: the interpretation’s rule (paid if insurable, else the premium back)', async () => {
    const r = await new Conversation().say('客户交了保费，保险公司还没承保就出险了，赔吗');
    expect(r.text).toContain('符合承保条件');
    expect(r.text).toContain('第四条');
  });
});

describe('everyday words for age and buying online', () => {
  it('为什么重疾险越早买越便宜: premiums priced by the age at purchase, not an extra-payout rider', async () => {
    const r = await new Conversation().say('为什么重疾险越早买越便宜');
    expect(r.text).toContain('投保年龄');
    expect(r.text).not.toContain('额外赔付');
  });

  it('网上买的保险靠谱吗: an entry on buying online, not on surrender agencies', async () => {
    const r = await new Conversation().say('网上买的保险靠谱吗');
    expect(r.text).toMatch(/线上|网上/);
    expect(r.text).not.toContain('代理退保');
  });
});

describe('why buying younger costs less', () => {
  it('为什么重疾险越早买越便宜: one product priced at 25, 35 and 45 by the insurance core, rising with age', async () => {
    const r = await new Conversation().say('为什么重疾险越早买越便宜');
    const name = /以(.+?)为例（男性、保额50万元/.exec(r.text)?.[1];
    const p = kb.products.find((x) => x.name === name);
    expect(p?.type).toBe('critical_illness');
    const premiums = [25, 35, 45].map((age) => {
      const m = new RegExp(`- ${age}岁投保：年交([\\d,.]+)元`).exec(r.text);
      return Number(m?.[1]?.replace(/,/g, ''));
    });
    expect(premiums[0]).toBeLessThan(premiums[1] ?? 0);
    expect(premiums[1]).toBeLessThan(premiums[2] ?? 0);
    const first = exampleQuote(p as Product, { age: 25, gender: 'M', sumInsured: 500_000 });
    expect(premiums[0]).toBe(first?.quote.annualPremium);
  });
});
