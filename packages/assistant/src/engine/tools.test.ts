import { describe, expect, it } from 'vitest';
import { commission, quote } from '@broker/insurance';
import { kb, product } from './test-support.js';
import {
  commissionFor,
  compareProducts,
  findProducts,
  productCard,
  productFacts,
  productPage,
  quotePremium,
  retrieve,
  typeFacts,
} from './tools/index.js';

describe('findProducts', () => {
  it('keeps only products whose real fields admit the person and need', () => {
    const { matches } = findProducts(kb, { type: 'critical_illness', age: 50, gender: 'F' });
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      const p = product(m.code);
      expect(p.type).toBe('critical_illness');
      expect(p.onSale).toBe(true);
      expect(50).toBeGreaterThanOrEqual(p.minAge);
      expect(50).toBeLessThanOrEqual(p.maxAge);
      expect(p.genders).toContain('F');
    }
    // Every eligible product is listed: nothing silently dropped.
    const expected = kb.products.filter(
      (p) =>
        p.type === 'critical_illness' &&
        p.onSale &&
        p.minAge <= 50 &&
        p.maxAge >= 50 &&
        p.genders.includes('F'),
    );
    expect(matches.map((m) => m.code).sort()).toEqual(expected.map((p) => p.code).sort());
  });

  it('leaves out a women-only product for a man and children products for adults', () => {
    const codes = findProducts(kb, { type: 'critical_illness', age: 30, gender: 'M' }).matches.map(
      (m) => m.code,
    );
    expect(codes).not.toContain('HYRS-CI02');
    expect(codes).not.toContain('QHRS-CI01');
  });

  it('quotes each product for the person with quote() and ranks those within budget first', () => {
    const { matches } = findProducts(kb, {
      type: 'critical_illness',
      age: 30,
      gender: 'M',
      budget: 3000,
      sumInsured: 300000,
    });
    for (const m of matches) {
      if (m.annualPremium === undefined) continue;
      const p = product(m.code);
      const sumInsured = p.factors.find((f) => f.code === 'sumInsured');
      // The sum insured stated (300,000) is inside every CI product's range, so it is used as is.
      expect(m.sumInsured).toBe(sumInsured ? 300000 : m.sumInsured);
      expect(m.fitsBudget).toBe(m.annualPremium <= 3000);
    }
    const fits = matches.map((m) => m.fitsBudget === true);
    const firstOver = fits.indexOf(false);
    if (firstOver >= 0) expect(fits.slice(firstOver)).not.toContain(true);
  });

  it('filters by company and includes stopped products only when asked', () => {
    const onSale = findProducts(kb, { companyCode: 'QYRS', type: 'critical_illness' }).matches.map(
      (m) => m.code,
    );
    expect(onSale).toEqual(['QYRS-CI02']);
    const all = findProducts(kb, {
      companyCode: 'QYRS',
      type: 'critical_illness',
      onSaleOnly: false,
    }).matches;
    expect(all.map((m) => m.code).sort()).toEqual(['QYRS-CI01', 'QYRS-CI02']);
  });
});

describe('productCard and productPage', () => {
  it('carries a premium only when a person is known, equal to quote()', () => {
    expect(productCard(kb, 'QYRS-CI02')?.annualPremium).toBeUndefined();
    const card = productCard(kb, 'QYRS-CI02', { age: 35, gender: 'F' });
    const expected = quote(product('QYRS-CI02'), { age: 35, gender: 'F' });
    expect(expected.ok).toBe(true);
    if (expected.ok) expect(card?.annualPremium).toBe(expected.value.annualPremium);
    expect(card?.reason).toContain('35岁可投');
  });

  it('pages five at a time with the spec pagination block', () => {
    const codes = kb.products.slice(0, 12).map((p) => p.code);
    const third = productPage(kb, codes, 3, 5);
    expect(third.pages).toEqual({ pageSize: 5, totalPages: 3, totalNum: 12, currPage: 3 });
    expect(third.items.map((c) => c.code)).toEqual(codes.slice(10));
    expect(productPage(kb, codes, 1, 5).items).toHaveLength(5);
  });
});

describe('productFacts', () => {
  it('reads the waiting period and age rules from the product fields', () => {
    const p = product('QYRS-CI01');
    expect(productFacts(kb, p.code, 'waiting_period')?.facts).toEqual([
      { label: '等待期', value: `${p.waitingPeriodDays}天` },
    ]);
    const ages = productFacts(kb, p.code, 'age_range');
    expect(ages?.facts[0]?.value).toBe(`出生满28天至${p.maxAge}周岁`);
    expect(ages?.constraints).toContain('30年交最高投保年龄为45周岁');
  });

  it('labels terms in Chinese and says nothing when a field is absent', () => {
    expect(productFacts(kb, 'QYRS-CI01', 'payment_term')?.facts[0]?.value).toBe(
      '10年交、15年交、20年交、30年交',
    );
    expect(productFacts(kb, 'QYRS-CI01', 'deductible')?.facts).toEqual([]);
    expect(productFacts(kb, 'NOPE', 'overview')).toBeUndefined();
  });
});

describe('quotePremium and commissionFor', () => {
  it('equal quote() and commission() for the same factors', () => {
    const entities = { age: 40, gender: 'M' as const, sumInsured: 300000 };
    const r = quotePremium(kb, 'HYRS-CI01', entities);
    const q = quote(product('HYRS-CI01'), entities);
    expect(r.ok && q.ok && r.quote.annualPremium === q.value.annualPremium).toBe(true);
    const c = commissionFor(kb, 'HYRS-CI01', entities);
    const expected = commission(product('HYRS-CI01'), entities);
    expect(c.ok && expected.ok && c.commission.firstYear === expected.value.firstYear).toBe(true);
  });

  it('returns the product rules broken instead of throwing', () => {
    const r = quotePremium(kb, 'QYRS-CI02', { age: 60 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.message)).toContain('投保年龄须在0至55周岁之间');
    const unknown = quotePremium(kb, 'NOPE-1', { age: 30 });
    expect(unknown.ok).toBe(false);
  });

  it('picks another payment term when the default breaks an age rule, and says it assumed it', () => {
    // SBRS-WL01 defaults to 10年交, which allows at most 50周岁.
    const r = quotePremium(kb, 'SBRS-WL01', { age: 55, gender: 'M' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.quote.factors.paymentTerm).not.toBe('10y');
    expect(r.assumed.map((l) => l.factor)).toContain('paymentTerm');
    const direct = quote(product('SBRS-WL01'), {
      age: 55,
      gender: 'M',
      paymentTerm: r.quote.factors.paymentTerm,
    });
    expect(direct.ok && direct.value.annualPremium === r.quote.annualPremium).toBe(true);
  });
});

describe('retrieve', () => {
  it('cites FAQ passages for an insurance question and nothing for an unrelated one', () => {
    const hits = retrieve(kb, '甲状腺结节能买重疾险吗');
    expect(hits[0]?.id).toBe('faq-086');
    expect(hits[0]?.sourceType).toBe('faq');
    expect(retrieve(kb, '帮我写个python程序')).toEqual([]);
    expect(retrieve(kb, '股票会涨吗')).toEqual([]);
    expect(retrieve(kb, '今天天气怎么样')).toEqual([]);
    expect(retrieve(kb, '推荐一部电影')).toEqual([]);
  });

  it('cites nothing of a product for an unrelated question about it', () => {
    for (const q of ['股票会涨吗', '帮我写个python程序', '今天天气怎么样']) {
      expect(retrieve(kb, q, { productCode: 'QYRS-CI02' }), q).toEqual([]);
    }
  });

  it('finds the policy-loan clause for "保单贷款最多贷多少", in a product and across the catalogue', () => {
    const [inProduct] = retrieve(kb, '保单贷款最多贷多少', { productCode: 'QYRS-CI02' });
    expect(inProduct?.id).toBe('QYRS-CI02#clause-11-1');
    expect(inProduct?.title).toContain('保单贷款');
    // Across the catalogue the FAQ entry written for this question answers it (decision 019); it
    // cites the products' common clause term (80% of the cash value, 6 months a loan).
    const hits = retrieve(kb, '保单贷款最多贷多少');
    expect(hits[0]?.id).toBe('faq-234');
    expect(hits[0]?.text).toContain('80%');
  });

  it('filters to one product for clause passages', () => {
    const hits = retrieve(kb, '保单贷款', { productCode: 'QYRS-CI02' });
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.productCode).toBe('QYRS-CI02');
    expect(hits[0]?.sourceType).toBe('rule_para');
  });
});

describe('retrieve with accept', () => {
  it('takes the relative floor from the best accepted passage', () => {
    const q = '重疾险的等待期一般多长';
    // Unfiltered, the medical-insurance passage comes first (with more FAQ entries on 等待期 since
    // decision 019, others now pass its floor too).
    expect(retrieve(kb, q, { kinds: ['faq'] })[0]?.id).toBe('faq-032');
    const accepted = retrieve(kb, q, { kinds: ['faq'], accept: (doc) => doc.id !== 'faq-032' });
    expect(accepted[0]?.id).toBe('faq-004');
  });
});

describe('typeFacts', () => {
  it('counts a fact over the on-sale products of a type, from their fields', () => {
    const ci = kb.products.filter((p) => p.onSale && p.type === 'critical_illness');
    const spread = typeFacts(kb, 'critical_illness', 'waiting_period');
    expect(spread?.total).toBe(ci.length);
    const [waiting] = spread?.facts ?? [];
    expect(waiting?.label).toBe('等待期');
    for (const v of waiting?.values ?? [])
      expect(v.count).toBe(ci.filter((p) => `${p.waitingPeriodDays}天` === v.value).length);
    expect(waiting?.values.reduce((n, v) => n + v.count, 0)).toBe(ci.length);
  });

  it('sums up only short values: none for long per-product texts', () => {
    expect(typeFacts(kb, 'critical_illness', 'benefits')).toBeUndefined();
    expect(typeFacts(kb, 'critical_illness', 'overview')).toBeUndefined();
    // Medical renewal: the guaranteed years are counted, the long renewal wording is not.
    const renewal = typeFacts(kb, 'medical', 'renewal');
    expect(renewal?.facts.map((f) => f.label)).toEqual(['保证续保']);
  });
});

describe('compareProducts', () => {
  it('lays out real attributes per product and the same person’s premiums', () => {
    const r = compareProducts(kb, ['QYRS-CI02', 'HYRS-CI01'], { age: 30, gender: 'M' });
    const waiting = r.rows.find((row) => row.attribute === '等待期');
    expect(waiting?.values).toEqual(
      ['QYRS-CI02', 'HYRS-CI01'].map((c) => `${product(c).waitingPeriodDays}天`),
    );
    const premium = r.rows.find((row) => row.attribute === '示例年交保费');
    expect(premium?.values).toHaveLength(2);
    expect(compareProducts(kb, ['QYRS-CI02', 'NOPE']).unknown).toEqual(['NOPE']);
  });
});
