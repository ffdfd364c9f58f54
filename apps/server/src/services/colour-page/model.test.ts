import { colourPageInputSchema, type Company, type Product, type ProductSummary } from '@broker/contract';
import { quote } from '@broker/insurance';
import { describe, expect, it } from 'vitest';
import { criticalIllness } from '../../../test/fixtures/fixture-protection.js';
import { buildPageModel, claimExamples, COMPLIANCE_NOTICE } from './model.js';

const config = (over: object = {}) =>
  colourPageInputSchema.parse({
    productCode: criticalIllness.code,
    customer: { name: ' 王先生😀 ', gender: 'M', age: 22 },
    sections: ['insurer', 'highlights', 'premium', 'claims'],
    theme: 'vitality',
    agent: { phone: '13800138000' },
    ...over,
  });
const company = { name: '安康人寿', founded: 2001, hotline: '95500', description: '示例' } as Company;

function model(over: object = {}) {
  const product = criticalIllness as Product;
  const priced = quote(product, {
    ...Object.fromEntries(product.factors.map((f) => [f.code, f.default])),
    age: 22,
    gender: 'M',
  });
  if (!priced.ok) throw new Error('fixture refused');
  return buildPageModel({
    config: config(over),
    product,
    summary: { company: '安康人寿', type: '重疾险' } as ProductSummary,
    company,
    quote: priced.value,
    illustration: null,
    agent: { realName: '演示经纪人', workId: 'DEMO001' },
    shareUrl: 'https://example.test/#/x',
  });
}

describe('colour page model', () => {
  it('keeps the sections in the page order, priced by the core, with the notices and no commission', () => {
    const m = model();
    expect(m.greeting.startsWith('王先生，')).toBe(true);
    expect(m.sections.map((s) => s.kind)).toEqual(['highlights', 'premium', 'claims', 'insurer']);
    expect(m.notices).toEqual([COMPLIANCE_NOTICE]);
    expect(m.watermark).toBeNull();
    expect(JSON.stringify(m)).not.toMatch(/佣金|commission/i);
    expect(m.planLines.find(([l]) => l === '年交保费')?.[1]).toMatch(/元$/);
  });

  it('carries the AI notice and the watermark with the agent when the assistant composed it', () => {
    const m = model({ origin: 'chat' });
    expect(m.notices[0]).toMatch(/AI/);
    expect(m.watermark).toBe('AI生成 演示经纪人 DEMO001');
  });

  it('works claim examples out from the product terms at the sum insured', () => {
    const lines = claimExamples(criticalIllness as Product, 500_000);
    expect(lines[0]).toMatch(/重大疾病：赔付 \d+万元/);
  });
});
