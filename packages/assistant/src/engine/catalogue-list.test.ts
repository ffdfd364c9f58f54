import { describe, expect, it } from 'vitest';
import { Conversation, kb } from './test-support.js';

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
