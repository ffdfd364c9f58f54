import { describe, expect, it } from 'vitest';
import { BAND_LABELS, commission, extractConditions, judge, quote } from '@broker/insurance';
import { TOOL_SCREENS, type ToolScreens } from '@broker/contract';
import { formatMoney } from './format.js';
import { AXB_DISCLAIMER } from './compose/index.js';
import { ask, Conversation, kb, mention, product, understanding } from './test-support.js';

describe('selection', () => {
  it('lists products that admit the person, with premiums equal to quote(), and a query line', async () => {
    const entities = {
      age: 30,
      gender: 'M' as const,
      productType: 'critical_illness' as const,
      budget: 5000,
    };
    const r = await ask(understanding({ intent: 'selection', entities }));
    expect(r.of('query')[0]?.text).toBe('已理解：30岁 · 男 · 重疾险 · 预算每年5000元');
    const list = r.of('products')[0];
    expect(list?.listType).toBe('product_list');
    expect(list?.items.length).toBeLessThanOrEqual(5);
    expect(list?.pages.pageSize).toBe(5);
    expect(list?.pages.totalNum).toBe(list?.allCodes.length);
    for (const card of list?.items ?? []) {
      const p = product(card.code);
      expect(p.type).toBe('critical_illness');
      expect(30 >= p.minAge && 30 <= p.maxAge && p.genders.includes('M') && p.onSale).toBe(true);
      // The example premium is quote() at the card's sum insured (lowered, in steps, to fit the budget).
      const q = quote(p, { age: 30, gender: 'M', sumInsured: card.sumInsured });
      expect(q.ok).toBe(true);
      if (q.ok) expect(card.annualPremium).toBe(q.value.annualPremium);
      expect(card.annualPremium).toBeLessThanOrEqual(5000);
    }
    // Every premium written in the text is one of the computed card premiums.
    const written = [...r.text.matchAll(/年交([\d,]+\.\d{2})元/g)].map((m) => m[1]);
    const computed = (list?.items ?? []).map((c) => formatMoney(c.annualPremium ?? -1).replace('元', ''));
    for (const w of written) expect(computed).toContain(w);
    expect(r.end?.disclaimer).toBe(AXB_DISCLAIMER);
    expect(r.end?.model).toBe('builtin');
    expect(r.end?.productEndTips).not.toBe('');
  });

  it('answers with what is known and asks for a missing age', async () => {
    const r = await ask(understanding({ intent: 'selection', entities: { productType: 'medical' } }));
    expect(r.of('products')[0]?.items.every((c) => product(c.code).type === 'medical')).toBe(true);
    expect(r.text).toContain('年龄');
    expect(r.of('asks')[0]?.items.length).toBeGreaterThan(0);
  });

  it('says plainly when nothing matches and suggests relaxing a condition', async () => {
    // No catalogue critical-illness product accepts an 80-year-old.
    const r = await ask(
      understanding({ intent: 'selection', entities: { age: 80, productType: 'critical_illness' } }),
    );
    expect(r.of('products')).toHaveLength(0);
    expect(r.text).toContain('没有可以投保80岁');
    expect(r.text).toContain('放宽条件');
  });

  it('serves later pages from allCodes through the engine', async () => {
    const r = await ask(understanding({ intent: 'selection', entities: { productType: 'accident' } }));
    const list = r.of('products')[0];
    expect(list?.pages.totalPages).toBe(Math.ceil((list?.allCodes.length ?? 0) / 5));
    const { createBuiltinEngine } = await import('./builtin-engine.js');
    const engine = createBuiltinEngine(kb, { understand: () => understanding({ intent: 'chitchat' }) });
    const page2 = engine.productPage(list?.allCodes ?? [], 2, 5);
    expect(page2.items.map((c) => c.code)).toEqual(list?.allCodes.slice(5, 10));
  });
});

describe('product questions', () => {
  it('answers the waiting period from the product field and locks the product', async () => {
    const r = await ask(
      understanding({ intent: 'product_query', products: [mention('HYRS-CI01')], topic: 'waiting_period' }),
    );
    expect(r.text).toContain(`等待期：${product('HYRS-CI01').waitingPeriodDays}天`);
    expect(r.of('products')[0]?.listType).toBe('query_product_list');
    expect(r.end?.context.lockedProducts).toEqual(['HYRS-CI01']);
  });

  it('answers a follow-up about the locked product', async () => {
    const context = { lockedProducts: ['QYRS-CI01'], entities: {} };
    const r = await ask(
      understanding({ intent: 'product_query', refersToLocked: true, topic: 'age_range' }),
      { context },
    );
    expect(r.text).toContain('启元安佑终身重大疾病保险（2021版）');
    expect(r.text).toContain('30年交最高投保年龄为45周岁');
  });

  it('quotes clause passages with a source list for how to claim', async () => {
    const r = await ask(
      understanding({
        intent: 'product_query',
        products: [mention('QYRS-CI02')],
        topic: 'claims',
        text: '安佑怎么理赔',
      }),
    );
    const sources = r.of('sources')[0]?.items ?? [];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s) => s.productCode === 'QYRS-CI02')).toBe(true);
    expect(r.end?.sourceType).toBe('rule_para');
  });

  it('says not found, with no numbers, for an unknown product', async () => {
    const r = await ask(
      understanding({ intent: 'product_query', topic: 'waiting_period', text: '神龙无敌保的等待期' }),
    );
    expect(r.text).toContain('没有在产品库中找到');
    expect(r.text).not.toMatch(/\d/);
    expect(r.of('products')).toHaveLength(0);
  });
});

describe('premium and commission', () => {
  it('writes the premium quote() gives and names the assumed factors', async () => {
    const entities = { age: 30, gender: 'M' as const, sumInsured: 500000 };
    const r = await ask(understanding({ intent: 'premium', products: [mention('QYRS-CI02')], entities }));
    const q = quote(product('QYRS-CI02'), entities);
    expect(q.ok).toBe(true);
    if (q.ok) expect(r.text).toContain(formatMoney(q.value.annualPremium));
    expect(r.text).toContain('未说明的条件按产品默认');
    expect(r.text).toContain('20年交');
  });

  it('explains violations instead of quoting', async () => {
    const r = await ask(
      understanding({ intent: 'premium', products: [mention('QYRS-CI02')], entities: { age: 60 } }),
    );
    expect(r.text).toContain('投保年龄须在0至55周岁之间');
    expect(r.text).not.toMatch(/年交保费/);
  });

  it('writes the commission commission() gives and raises commissionFlag', async () => {
    const entities = { age: 35, gender: 'F' as const };
    const r = await ask(understanding({ intent: 'commission', products: [mention('HYRS-CI01')], entities }));
    const c = commission(product('HYRS-CI01'), entities);
    expect(c.ok).toBe(true);
    if (c.ok) {
      expect(r.text).toContain(`首年佣金：${formatMoney(c.value.firstYear)}`);
      expect(r.text).toContain(formatMoney(c.value.total));
    }
    expect(r.flags.commissionFlag).toBe(true);
  });
});

describe('compare', () => {
  it('draws a narrow table of two products and locks them', async () => {
    const r = await ask(
      understanding({ intent: 'compare', products: [mention('QYRS-CI02'), mention('HYRS-CI01')] }),
    );
    expect(r.text).toContain('| 项目 | 安佑 | 恒佑 |');
    expect(r.text).toContain(
      `| 等待期 | ${product('QYRS-CI02').waitingPeriodDays}天 | ${product('HYRS-CI01').waitingPeriodDays}天 |`,
    );
    expect(r.end?.context.lockedProducts).toEqual(['QYRS-CI02', 'HYRS-CI01']);
  });

  it('asks for a second product when only one is known', async () => {
    const r = await ask(understanding({ intent: 'compare', products: [mention('QYRS-CI02')] }));
    expect(r.text).toContain('请再告诉我一款');
    expect(r.of('asks')[0]?.items.length).toBeGreaterThan(0);
  });
});

describe('hand-offs and flags, where the tool screens exist', () => {
  const screens = {
    ...TOOL_SCREENS,
    colourPage: true,
    underwriting: true,
    vehicle: true,
    customerService: true,
  };

  it('brochure raises colorPageFlag only with a product', async () => {
    expect(
      (await ask(understanding({ intent: 'brochure', products: [mention('QYRS-CI02')] }), { screens })).flags
        .colorPageFlag,
    ).toBe(true);
    expect(
      (await ask(understanding({ intent: 'brochure' }), { screens })).flags.colorPageFlag,
    ).toBeUndefined();
  });

  it('underwriting gives the rule table verdict the tool would, jumps to the tool and cites FAQ', async () => {
    const text = '甲状腺结节4类能买重疾险吗';
    const u = understanding({ intent: 'underwriting', text, entities: { conditions: ['甲状腺结节'] } });
    const r = await ask(u, { screens });
    expect(r.flags.action).toBe('jump_to_ua');
    // The same verdict as the underwriting tool's judge over the same rule table.
    const verdict = judge(extractConditions(text), 'critical_illness', kb.underwritingRules ?? []);
    expect(verdict.reasons.length).toBe(1);
    expect(r.text).toContain(`**重疾险**：${verdict.verdictLabel}`);
    expect(r.text).toContain('智能核保');
    expect(r.text).toContain('结果仅供参考');
    expect(r.of('sources')[0]?.items[0]?.id).toBe('faq-086');
  });

  it('underwriting says plainly when the rule table has no row for a condition', async () => {
    const u = understanding({
      intent: 'underwriting',
      text: '有癫痫能买意外险吗',
      entities: { conditions: ['癫痫'] },
    });
    const r = await ask(u, { screens });
    expect(r.text).toContain('核保规则表中没有找到「癫痫」');
    expect(r.text).not.toMatch(/标准体|除外承保|加费承保|拒保：/);
  });

  it('a condition judged by its measured value (BMI 30 for 肥胖) is not also said to have no row', async () => {
    const r = await new Conversation().say('客户BMI 30超重影响投保吗');
    expect(r.text).toContain('BMI 30');
    expect(r.text).toMatch(/加费承保|标准体|转人工核保/);
    expect(r.text).not.toContain('核保规则表中没有找到');
  });

  it('a condition named without values gets the rule table band by band, not "no row"', async () => {
    const u = understanding({
      intent: 'underwriting',
      text: '有三高能买医疗险吗',
      entities: { conditions: ['高血压', '高血糖', '高血脂'] },
      namedTypes: ['medical'],
    });
    const r = await ask(u, { screens });
    expect(r.text).not.toContain('核保规则表中没有找到');
    // Each band's verdict is the judge's over the rule table for that band.
    const rules = kb.underwritingRules ?? [];
    for (const band of ['grade_1', 'grade_3'] as const) {
      const v = judge(
        [{ code: 'blood_pressure', band, summary: '', values: {}, sources: [] }],
        'medical',
        rules,
      );
      expect(r.text).toContain(`${BAND_LABELS[band]}：${v.verdictLabel}`);
    }
    expect(r.text).toContain(`${BAND_LABELS.diabetes}：`);
    expect(r.text).toContain(`${BAND_LABELS.very_high}：`);
  });

  it('vehicle, customer service and unlock raise their flags', async () => {
    const v = await ask(understanding({ intent: 'vehicle' }), { screens });
    expect(v.flags).toMatchObject({ action: 'jump_to_vehicle', vehicleFlag: true });
    expect(
      (await ask(understanding({ intent: 'customer_service' }), { screens })).flags.showCustomerService,
    ).toBe(true);
    const context = { lockedProducts: ['QYRS-CI02'], entities: {} };
    const u = await ask(understanding({ intent: 'unlock' }), { context });
    expect(u.flags.action).toBe('unlock_product');
    expect(u.end?.context.lockedProducts).toEqual([]);
  });
});

describe('hand-offs without the tool screens: no answer points at a missing screen', () => {
  const screenWords = /页面|入口|智能核保|为您转接/;
  // A client with none of the tool screens (the web app before they shipped; another host app).
  const none = Object.fromEntries(Object.keys(TOOL_SCREENS).map((k) => [k, false])) as ToolScreens;

  it('a colour page is said to be unavailable, with what the chat can give instead, and no flag', async () => {
    const r = await ask(understanding({ intent: 'brochure', products: [mention('QYRS-CI02')] }), {
      screens: none,
    });
    expect(r.flags.colorPageFlag).toBeUndefined();
    expect(r.text).toContain('彩页生成暂未开放');
    expect(r.text).toContain(product('QYRS-CI02').name);
    expect(r.of('asks')[0]?.items.every((item) => item.productCode === 'QYRS-CI02')).toBe(true);
    expect(r.end?.context.lockedProducts).toEqual(['QYRS-CI02']);
  });

  it('underwriting without the tool still judges by the rules, cites FAQ, and sends nobody to a tool', async () => {
    const r = await ask(
      understanding({
        intent: 'underwriting',
        text: '甲状腺结节能买重疾险吗',
        entities: { conditions: ['甲状腺结节'] },
      }),
      { screens: none },
    );
    expect(r.flags.action).toBeUndefined();
    expect(r.text).toContain('如实告知');
    expect(r.text).not.toMatch(screenWords);
    expect(r.of('sources')[0]?.items[0]?.id).toBe('faq-086');
  });

  it('vehicle and customer service say where to go instead, without action flags or tips', async () => {
    for (const intent of ['vehicle', 'customer_service'] as const) {
      const r = await ask(understanding({ intent }), { screens: none });
      expect(r.flags).toEqual({});
      expect(r.text).not.toMatch(screenWords);
      expect(r.end?.endTips).toBe('');
    }
  });

  it('chitchat offers only what exists; premium and compare tips name no screen', async () => {
    const hello = await ask(understanding({ intent: 'chitchat' }), { screens: none });
    expect(hello.text).not.toMatch(/彩页|智能核保/);
    for (const intent of ['premium', 'commission', 'compare'] as const) {
      const r = await ask(understanding({ intent }), { screens: none });
      expect(r.end?.endTips ?? '').not.toMatch(screenWords);
    }
  });
});

describe('knowledge and small talk', () => {
  it('answers a general question from the best FAQ passage and cites it', async () => {
    const r = await ask(understanding({ intent: 'faq', text: '犹豫期退保能退多少钱' }));
    const best = r.of('sources')[0]?.items[0];
    expect(best?.sourceType).toBe('faq');
    expect(r.text).toContain(best?.text.slice(0, 20));
  });

  it('says so when nothing is found', async () => {
    const r = await ask(understanding({ intent: 'faq', text: '帮我写个python程序' }));
    expect(r.text).toContain('没有找到');
    expect(r.of('sources')).toHaveLength(0);
  });

  it('chitchat and out-of-scope reply briefly and offer questions', async () => {
    expect((await ask(understanding({ intent: 'chitchat' }))).text).toContain('展业助手');
    const o = await ask(understanding({ intent: 'out_of_scope', text: '今天天气怎么样' }));
    expect(o.text).toContain('超出了保险展业的范围');
    expect(o.of('asks')[0]?.items.length).toBeGreaterThan(0);
  });

  it('answers a question read as out of scope when a knowledge entry asks exactly it', async () => {
    // The wording rules may not know a knowledge base's subject (a customer-service base's accounts).
    const entry = kb.faq[5];
    if (!entry) throw new Error('no FAQ entry');
    const o = await ask(understanding({ intent: 'out_of_scope', text: entry.question }));
    expect(o.text).not.toContain('超出了保险展业的范围');
    expect(o.of('sources')[0]?.items[0]?.title).toBe(entry.question);
  });

  it('MyBA_Ask adds guess-you-want questions about the locked product', async () => {
    const r = await ask(
      understanding({ intent: 'product_query', products: [mention('QYRS-CI02')], topic: 'waiting_period' }),
      {
        category: 'MyBA_Ask',
      },
    );
    const asks = r.of('asks')[0];
    expect(asks?.listType).toBe('ask_list');
    expect(asks?.items.some((a) => a.question.includes('启元安佑终身重大疾病保险（2025版）'))).toBe(true);
  });
});
