import { describe, expect, it } from 'vitest';
import type { Product, ProductType } from '@broker/contract';
import { formatAmount } from './format.js';
import { exampleQuote } from './tools/example-quote.js';
import { Conversation, catalogue, kb, product, recommended, type Collected } from './test-support.js';

/**
 * General-knowledge questions in a conversation: answered from the general FAQ, with what the
 * catalogue's on-sale products of the named type say on the fact (counted from their fields), never
 * as a product selection nor from the products a previous turn locked.
 */

const faqAnswer = (id: string) => {
  const item = catalogue.faq.find((f) => f.id === id);
  if (!item) throw new Error(`no FAQ ${id}`);
  return item.answer;
};
const sourceIds = (r: Collected) => (r.of('sources')[0]?.items ?? []).map((s) => s.id);

/** '等待期为90天的有13款' for every value of a field among the on-sale products of a type, from the data. */
function spread(type: ProductType, label: string, value: (p: Product) => string): string[] {
  const counts = new Map<string, number>();
  for (const p of kb.products.filter((x) => x.onSale && x.type === type))
    counts.set(value(p), (counts.get(value(p)) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}的有${n}款`).map((s, i) => (i === 0 ? `${label}为${s}` : s));
}
const onSale = (type: ProductType) => kb.products.filter((p) => p.onSale && p.type === type).length;

/** A general answer: no product list, no comparison table, none of the locked products named. */
function expectGeneral(r: Collected, lockedNames: string[] = []) {
  expect(r.of('products')).toHaveLength(0);
  expect(r.text).not.toContain('| 项目 |');
  for (const name of lockedNames) expect(r.text).not.toContain(name);
  expect(r.end?.sourceType).toBe('faq');
}

describe('general knowledge questions', () => {
  it('重疾险的等待期一般多长 (first turn): the general FAQ plus the counted waiting periods of on-sale 重疾险', async () => {
    const talk = new Conversation();
    const r = await talk.say('重疾险的等待期一般多长');
    expectGeneral(r);
    expect(talk.context.lastIntent).toBe('faq');
    expect(talk.context.lockedProducts).toEqual([]);
    // The general passage, not the one about medical insurance.
    expect(sourceIds(r)[0]).toBe('faq-004');
    expect(sourceIds(r)).not.toContain('faq-032');
    expect(r.text).toContain(faqAnswer('faq-004').slice(0, 30));
    expect(r.text).toContain(`在售的${onSale('critical_illness')}款重疾险中`);
    for (const part of spread('critical_illness', '等待期', (p) => `${p.waitingPeriodDays}天`))
      expect(r.text).toContain(part);

    // Same conversation: another type's waiting period is that type's FAQ and figures.
    const medical = await talk.say('医疗险的等待期一般多长');
    expectGeneral(medical);
    expect(sourceIds(medical)[0]).toBe('faq-032');
    expect(medical.text).toContain(faqAnswer('faq-032').slice(0, 30));
    expect(medical.text).toContain(`在售的${onSale('medical')}款医疗险中`);
    for (const part of spread('medical', '等待期', (p) => `${p.waitingPeriodDays}天`))
      expect(medical.text).toContain(part);
  });

  it('医疗险的等待期一般多长 after a 重疾险 recommendation: not the locked products; the list stays locked', async () => {
    const { talk, listed } = await recommended();
    const names = listed.map((c) => product(c).name);
    const r = await talk.say('医疗险的等待期一般多长');
    expectGeneral(r, names);
    expect(sourceIds(r)[0]).toBe('faq-032');
    expect(r.text).not.toContain('重疾险中');
    // The list is still on screen: '第二款' still points into it.
    expect(talk.context.lockedProducts).toEqual(listed);
    const second = await talk.say('第二款的等待期');
    expect(second.text).toContain(`**${product(listed[1] ?? '').name}**`);
  });

  it('a side question about another type leaves the person and type the list was for', async () => {
    const { talk } = await recommended();
    const before = talk.context.entities;
    await talk.say('医疗险的等待期一般多长');
    expect(talk.context.entities).toEqual(before);
    const first = await talk.say('第一款保费多少');
    const understood = first.of('query')[0]?.text ?? '';
    expect(understood).toContain('重疾险');
    expect(understood).not.toContain('医疗险');
  });

  it('重疾险和医疗险有什么区别 after a recommendation explains the types; 前两款有什么区别 still compares', async () => {
    const { talk, listed } = await recommended();
    const r = await talk.say('重疾险和医疗险有什么区别');
    expectGeneral(
      r,
      listed.map((c) => product(c).name),
    );
    expect(['faq-008', 'faq-012']).toContain(sourceIds(r)[0]);
    // The related entries after it are other type-versus-type entries since decision 019 (重疾险和寿险,
    // 意外险和医疗险), ranked below the one naming only the types asked.

    const compared = await talk.say('前两款有什么区别');
    expect(compared.text).toContain('| 项目 |');
    for (const code of listed.slice(0, 2)) expect(compared.text).toContain(product(code).name);
    expect(talk.context.lockedProducts).toEqual(listed.slice(0, 2));
  });

  it.each([false, true])('定期寿险和终身寿险有什么区别 (locked list: %s) is the FAQ', async (afterList) => {
    const talk = afterList ? (await recommended()).talk : new Conversation();
    const r = await talk.say('定期寿险和终身寿险有什么区别');
    expectGeneral(r);
    expect(sourceIds(r)[0]).toBe('faq-033');
    expect(r.text).toContain(faqAnswer('faq-033').slice(0, 30));
  });

  it('增额终身寿多少年能回本 is the FAQ; 这款多少年回本 about a locked 增额寿 is that product', async () => {
    const talk = new Conversation();
    const general = await talk.say('增额终身寿多少年能回本');
    expectGeneral(general);
    expect(sourceIds(general)[0]).toBe('faq-045');

    const named = await talk.say('丰盈怎么样');
    expect(named.text).toContain(product('JHRS-IWL02').name);
    expect(talk.context.lockedProducts).toEqual(['JHRS-IWL02']);
    const again = await talk.say('增额终身寿多少年能回本');
    expectGeneral(again, [product('JHRS-IWL02').name]);
    const own = await talk.say('这款多少年回本');
    expect(own.text).toContain(`**${product('JHRS-IWL02').name}**`);
    expect(own.text).toContain('现金价值');
  });

  it('百万医疗险免赔额一般多少: the FAQ plus the counted deductibles of on-sale 医疗险', async () => {
    const r = await new Conversation().say('百万医疗险免赔额一般多少');
    expectGeneral(r);
    expect(sourceIds(r)[0]).toBe('faq-023');
    const deductible = (p: Product) => {
      const d = p.benefits.deductible ?? 0;
      return d > 0 ? formatAmount(d) : '0元';
    };
    for (const part of spread('medical', '免赔额', deductible)) expect(r.text).toContain(part);
  });

  it('等待期是什么 after a recommendation: the definition, no products, no counts', async () => {
    const { talk, listed } = await recommended();
    const r = await talk.say('等待期是什么');
    expectGeneral(
      r,
      listed.map((c) => product(c).name),
    );
    expect(sourceIds(r)[0]).toBe('faq-004');
    expect(r.text).not.toContain('在售的');
  });

  it('a premium for another type does not quote the locked products', async () => {
    const { talk, listed } = await recommended();
    const r = await talk.say('医疗险多少钱');
    for (const code of listed) expect(r.text).not.toContain(product(code).name);
    // It prices the type asked for, for the same person: every product listed is a 医疗险.
    const priced = r.of('products').flatMap((p) => p.allCodes);
    expect(priced.length).toBeGreaterThan(0);
    for (const code of priced) expect(product(code).type).toBe('medical');
  });

  // Matched on the subject, not the question's frame or its spoken words (faq-match.ts subjectOf and
  // titleCovered; 附加险 and 意外 as insurance terms). Expected entries are the FAQ's own questions.
  it.each([
    ['什么是保额', 'faq-003'],
    ['啥样的情况才算意外啊，保险上咋界定', 'faq-065'],
    ['买了一年多的重疾 想再加个附加险行不', 'faq-239'],
    ['年金到点了没去领，那钱会咋样', 'faq-251'],
    ['客户说不告诉你们也查不出来，我该咋回', 'faq-320'],
  ])('%s is answered from %s', async (question, id) => {
    const r = await new Conversation().say(question);
    expect(sourceIds(r)[0]).toBe(id);
    expect(r.text).toContain(faqAnswer(id).split('。')[0] ?? '');
  });

  it('keeps an entry’s verdict for a yes-or-no question and drops it for an either-or one', async () => {
    const yes = await new Conversation().say('买了重疾险还需要买医疗险吗');
    const which = await new Conversation().say('先买重疾还是先买医疗');
    expect(sourceIds(which)[0]).toBe(sourceIds(yes)[0]);
    expect(yes.text.startsWith('需要，')).toBe(true);
    expect(which.text.startsWith('需要')).toBe(false);
  });
});

describe('everyday subjects of data/catalogue-source/faq-3.json', () => {
  // Each had no entry before and drew a confidently wrong near one (垫付 → the 百万医疗 deductible entry,
  // 年金收益 → the tax entry, 保20年还是30年 → the sum-insured entry). Asked in an agent's own words.
  it.each([
    ['住院报销需要先垫付吗', 'faq3-001'],
    ['住院报销需要先走社保还是先报百万医疗', 'faq3-002'],
    ['院外特药是啥意思', 'faq3-003'],
    ['既往症是什么意思', 'faq3-005'],
    ['孩子去国外留学，国内的医疗险还能用吗', 'faq3-006'],
    ['年金险的收益怎么算', 'faq3-013'],
    ['内部收益率怎么理解', 'faq3-015'],
    ['定期寿险保20年还是30年', 'faq3-017'],
    ['重疾险的保额会增长吗', 'faq3-022'],
    ['买了两份意外险能叠加赔吗', 'faq3-026'],
    ['投保当天出事了保险公司赔吗', 'faq3-029'],
    ['犹豫期内出险能赔吗', 'faq3-036'],
    ['借了保单贷款还没还，出事了怎么赔', 'faq3-039'],
  ])('%s is answered from %s', async (question, id) => {
    const r = await new Conversation().say(question);
    expect(r.of('products')).toHaveLength(0);
    expect(sourceIds(r)[0]).toBe(id);
    // The entry's second sentence: the first may be a verdict the question's shape drops.
    expect(r.text).toContain((faqAnswer(id).split('。')[1] ?? '').slice(0, 30));
  });
});

describe('a subject the knowledge base has no entry for', () => {
  const faqId = (question: string) => {
    const item = catalogue.faq.find((f) => f.question === question);
    if (!item) throw new Error(`no FAQ ${question}`);
    return item.id;
  };

  it('做保单贷款会不会上征信: says there is no direct answer and offers the near entries by their questions only', async () => {
    const r = await new Conversation().say('做保单贷款会不会上征信');
    expect(r.text).toContain('知识库中没有直接回答「征信」');
    // The near entry is offered, but its answer (about another thing) is not given as the answer.
    expect(r.text).toContain('- 哪些保单可以做保单贷款？');
    for (const near of catalogue.faq.filter((f) => f.question === '哪些保单可以做保单贷款？')) {
      expect(r.text).not.toContain(near.answer.slice(0, 20));
    }
    expect(sourceIds(r).length).toBeGreaterThan(0);
  });

  it('在香港住院，百万医疗能报吗: the entry that speaks of 港澳 answers, without the verdict it gives for 外地', async () => {
    const r = await new Conversation().say('在香港住院，百万医疗能报吗');
    const entry = faqId('在外地看病住院，可以理赔吗？');
    expect(sourceIds(r)[0]).toBe(entry);
    expect(r.text).toContain('通常不含港澳台');
    expect(r.text).not.toMatch(/^一般可以/);
  });
});

describe('rule questions in everyday words', () => {
  // 《保险法》第三十四条, as the law states it.
  const CONSENT = '未经被保险人同意并认可保险金额的，合同无效';

  it.each(['给老婆买寿险要她签字吗', '瞒着老公给他买了寿险，有效吗', '没经过本人同意买的身故险有效吗'])(
    '%s: the insured’s consent to death cover (第三十四条), not a product list',
    async (question) => {
      const r = await new Conversation().say(question);
      expect(r.of('products')).toHaveLength(0);
      expect(r.text).toContain(CONSENT);
      expect(r.text).toContain('第三十四条');
    },
  );

  it('有效吗 is not answered with the verdict of the entry’s own question (要。), 要她签字吗 is', async () => {
    expect((await new Conversation().say('瞒着老公给他买了寿险，有效吗')).text).not.toMatch(/^要。/);
    expect((await new Conversation().say('给老婆买寿险要她签字吗')).text).toMatch(/^要。/);
  });

  it('投保后保险公司没同意承保，保费退吗: the interpretation’s article on premiums taken before underwriting', async () => {
    const r = await new Conversation().say('投保后保险公司没同意承保，保费退吗');
    expect(r.text).toContain('《保险法司法解释（二）》第四条');
    expect(r.text).toContain('不符合承保条件的');
    expect(r.text).toContain('应当退还已经收取的保险费');
  });

  it('孩子8岁，身故保额最多能买多少: the statutory cap for a minor, not the product with the highest sum', async () => {
    const r = await new Conversation().say('孩子8岁，身故保额最多能买多少');
    expect(r.of('products')).toHaveLength(0);
    expect(r.text).toMatch(/不满10周岁的不超过20万元/);
  });
});

describe('what a question asks of its subject', () => {
  const entryOf = (question: string) => {
    const item = catalogue.faq.find((f) => f.question === question);
    if (!item) throw new Error(`no FAQ ${question}`);
    return item;
  };

  it('什么是等待期，为什么要有: the entry saying what it is, not the one comparing it with 犹豫期', async () => {
    const r = await new Conversation().say('什么是等待期，为什么要有');
    expect(sourceIds(r)[0]).toBe(entryOf('等待期是什么？等待期内生病了怎么办？').id);
  });

  it('分红险的红利有哪几种领法: knowledge about dividends, not the catalogue listed; no verdict to a how-many', async () => {
    const r = await new Conversation().say('分红险的红利有哪几种领法');
    expect(r.of('products')).toHaveLength(0);
    expect(r.text).toContain('红利');
    expect(r.text).not.toMatch(/^不确定。/);
  });

  it('保费有几种交法: the entry on paying at once or over years', async () => {
    const r = await new Conversation().say('保费有几种交法');
    expect(r.text).toContain('趸交是一次性交清全部保费');
  });
});

describe('servicing and claims in everyday words', () => {
  const answerOf = (question: string) => {
    const item = catalogue.faq.find((f) => f.question === question);
    if (!item) throw new Error(`no FAQ ${question}`);
    return item.answer;
  };
  const opening = (question: string) =>
    answerOf(question)
      .replace(/^[^。，]{1,8}[。，]/, '')
      .slice(0, 24);

  it.each([
    ['客户住院了，医疗险报销要哪些单子', '医疗险理赔需要准备哪些材料？'],
    ['两家百万医疗能不能都报', '买了两份医疗险，可以重复报销吗？'],
    ['投保人想换成孩子爸爸，要准备啥', '想把保单的投保人换成别人，怎么办理？'],
    ['保单质押贷款利息多少', '保单贷款一般能贷多少？利率多少？'],
    ['两全险到期了能拿回多少', '什么是两全险？'],
  ])('%s → the entry %s', async (question, entry) => {
    const r = await new Conversation().say(question);
    expect(r.of('products')).toHaveLength(0);
    expect(r.text).toContain(opening(entry));
  });

  it.each(['犹豫期内退保手续费多少', '已经交了5年的重疾能不能降低保额'])(
    '%s: servicing a policy held, neither commission nor a product list',
    async (question) => {
      const r = await new Conversation().say(question);
      expect(r.of('products')).toHaveLength(0);
      expect(r.flags.commissionFlag).toBeUndefined();
    },
  );

  it('住院期间保单到期了，还管吗 is not read as a savings policy maturing', async () => {
    const r = await new Conversation().say('住院期间保单到期了，还管吗');
    expect(r.text).not.toContain(opening('什么是两全险？'));
  });
});

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
