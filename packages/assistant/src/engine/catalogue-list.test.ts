import { describe, expect, it } from 'vitest';
import { Conversation, kb, product } from './test-support.js';
import { quote } from '@broker/insurance';
import { occupationClassesOf } from './tools/occupation-classes.js';

/** Catalogue lists and counts: expected values counted from the demo catalogue's own fields. */
describe('listing by how premiums are paid', () => {
  it('有哪些产品可以月交: the on-sale products that take monthly premiums, counted from the catalogue', async () => {
    const monthly = kb.products.filter((p) => p.onSale && p.paymentFrequencies.includes('monthly'));
    const r = await new Conversation().say('有哪些产品可以月交');
    expect(r.text).toContain(`共${monthly.length}款`);
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(monthly.map((p) => p.code).sort());
  });

  it('有没有可以趸交的增额寿: only those that take a single premium', async () => {
    const single = kb.products.filter(
      (p) => p.onSale && p.type === 'increasing_whole_life' && p.paymentTerms.includes('single'),
    );
    const r = await new Conversation().say('有没有可以趸交的增额寿');
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(single.map((p) => p.code).sort());
  });
});

describe('insurers ranked by what they sell', () => {
  it('哪家公司的重疾险最多: the insurer with the most on-sale critical-illness products, counted', async () => {
    const counts = kb.companies
      .map((c) => ({
        name: c.name,
        n: kb.products.filter((p) => p.companyCode === c.code && p.onSale && p.type === 'critical_illness')
          .length,
      }))
      .sort((a, b) => b.n - a.n);
    const r = await new Conversation().say('哪家公司的重疾险最多');
    expect(r.text).toContain(`最多的是**${counts[0]?.name}**`);
    for (const c of counts.filter((x) => x.n > 0)) expect(r.text).toContain(`- ${c.name}：${c.n}款`);
  });

  it('哪家公司理赔最多 is not a count of products', async () => {
    const r = await new Conversation().say('哪家公司理赔最多');
    expect(r.text).not.toContain('最多的是');
  });
});

describe('occupations a product takes', () => {
  const widest = (products: typeof kb.products) =>
    products
      .map((p) => ({ p, top: Math.max(0, ...occupationClassesOf(p)) }))
      .filter((x) => x.top > 0)
      .sort((a, b) => b.top - a.top);

  it('有没有不限职业的意外险: the accident products ranked by the highest occupation class they take', async () => {
    const ranked = widest(kb.products.filter((p) => p.onSale && p.type === 'accident'));
    const r = await new Conversation().say('有没有不限职业的意外险');
    expect(r.text).toContain(`最宽的是**${ranked[0]?.p.name}**（1-${ranked[0]?.top}类职业可投保）`);
    expect(r.of('products')[0]?.allCodes).toEqual(ranked.map((x) => x.p.code).sort(byTopThenCode(ranked)));
  });

  it('哪款意外险职业要求最宽 is the same ranking', async () => {
    const ranked = widest(kb.products.filter((p) => p.onSale && p.type === 'accident'));
    const r = await new Conversation().say('哪款意外险职业要求最宽');
    expect(r.text).toContain(`**${ranked[0]?.p.name}**`);
  });
});

/** The ranking's order: highest class first, then by code (as the list ranks ties). */
function byTopThenCode(ranked: { p: { code: string }; top: number }[]) {
  const top = new Map(ranked.map((x) => [x.p.code, x.top]));
  return (a: string, b: string) => (top.get(b) ?? 0) - (top.get(a) ?? 0) || a.localeCompare(b);
}

describe('寿险 without its kind', () => {
  it('30岁男买寿险推荐哪款: term and whole life only, term life first', async () => {
    const life = kb.products.filter(
      (p) =>
        p.onSale && (p.type === 'term_life' || p.type === 'whole_life') && p.minAge <= 30 && p.maxAge >= 30,
    );
    const r = await new Conversation().say('30岁男买寿险推荐哪款');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.sort()).toEqual(life.map((p) => p.code).sort());
    expect(kb.productsByCode.get(r.of('products')[0]?.items[0]?.code ?? '')?.type).toBe('term_life');
    expect(r.text).toContain('寿险分两类');
  });

  it('有哪些寿险 lists both kinds, not every product', async () => {
    const life = kb.products.filter((p) => p.onSale && (p.type === 'term_life' || p.type === 'whole_life'));
    const r = await new Conversation().say('有哪些寿险');
    expect(r.of('products')[0]?.allCodes.sort()).toEqual(life.map((p) => p.code).sort());
  });

  it('35岁女寿险一年多少钱 names both kinds it priced', async () => {
    const r = await new Conversation().say('35岁女寿险一年多少钱');
    expect(r.text).toContain('在售定期寿险、终身寿险的年交保费');
  });
});

describe('which of two products costs less', () => {
  it('恒佑和安佑哪个便宜: both priced on one basis by the insurance core, the cheaper named with the gap', async () => {
    const [a, b] = ['恒佑', '安佑'].map((n) => kb.products.find((p) => p.name.includes(n) && p.onSale));
    if (!a || !b) throw new Error('demo catalogue lacks the products');
    const basis = {
      age: 30,
      gender: 'M',
      sumInsured: 500_000,
      paymentTerm: '20y',
      coverageTerm: 'life',
    } as const;
    const premiums = [a, b].map((p) => {
      const q = quote(p, { ...Object.fromEntries(p.factors.map((f) => [f.code, f.default])), ...basis });
      if (!q.ok) throw new Error(`${p.name} cannot be priced on the basis`);
      return q.value.annualPremium;
    });
    const r = await new Conversation().say('恒佑和安佑哪个便宜');
    expect(r.text).toContain('按30岁男性、保额50万元、20年交、保障终身试算');
    const [pa = 0, pb = 0] = premiums;
    const short = (p: { name: string }) => (p.name.includes('恒佑') ? '恒佑' : '安佑');
    const [cheap, dear] = pa <= pb ? [a, b] : [b, a];
    const gap = Math.abs(pa - pb).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(r.text).toContain(`${short(cheap)}便宜，每年比${short(dear)}少${gap}元`);
    const cards = r.of('products')[0]?.items ?? [];
    expect(cards.map((c) => c.annualPremium).sort()).toEqual([...premiums].sort());
  });
});

describe('the youngest a product takes', () => {
  it('宝宝多大可以买重疾: the lowest entry age of on-sale critical illness, counted from the catalogue', async () => {
    const ci = kb.products.filter((p) => p.onSale && p.type === 'critical_illness');
    const youngest = Math.min(...ci.map((p) => p.minAge));
    const at = ci.filter((p) => p.minAge === youngest);
    const r = await new Conversation().say('宝宝多大可以买重疾');
    expect(r.text).toContain(
      `最低投保年龄最小为${youngest === 0 ? '出生满28天' : `${youngest}周岁`}，共${at.length}款`,
    );
  });
});

describe('insurers selling a type', () => {
  it('还有哪些公司有百万医疗: only the insurers with an on-sale medical product, each counted', async () => {
    const selling = kb.companies
      .map((c) => ({
        c,
        n: kb.products.filter((p) => p.companyCode === c.code && p.onSale && p.type === 'medical').length,
      }))
      .filter((x) => x.n > 0);
    const r = await new Conversation().say('还有哪些公司有百万医疗');
    expect(r.text).toContain(`有在售医疗险的保险公司共${selling.length}家`);
    for (const { c, n } of selling) expect(r.text).toContain(`**${c.name}**：在售医疗险${n}款`);
    const others = kb.companies.filter((c) => !selling.some((x) => x.c.code === c.code));
    for (const c of others) expect(r.text).not.toContain(c.name);
  });
});

describe('return of premium', () => {
  it('有没有返还型的重疾: a refund on death is not a return of premiums; none states one, and the answer says so', async () => {
    const returns = kb.products.filter(
      (p) => p.onSale && p.type === 'critical_illness' && /满期|还本/.test(JSON.stringify(p.highlights)),
    );
    expect(returns).toEqual([]);
    const r = await new Conversation().say('有没有返还型的重疾');
    expect(r.text).toContain('没有产品的资料写明「返还型」');
    expect(r.of('products')).toHaveLength(0);
  });
});

describe('cover for a child named by its kind', () => {
  it('少儿重疾推荐: what a child can be insured with, children’s own products first', async () => {
    const r = await new Conversation().say('少儿重疾推荐');
    const codes = r.of('products')[0]?.allCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(product(code).minAge).toBeLessThanOrEqual(17);
    expect(product(codes[0] ?? '').maxAge).toBeLessThanOrEqual(17);
  });

  it('有没有少儿医疗: only the medical products a child can have', async () => {
    const forChildren = kb.products.filter((p) => p.onSale && p.type === 'medical' && p.minAge <= 17);
    const r = await new Conversation().say('有没有少儿医疗');
    expect(r.text).toContain(`共${forChildren.length}款`);
  });
});
