import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductFactors } from '@broker/contract';
import { amountText, percentText, productFacts } from './product-facts';

const ci = {
  code: 'HYRS-CI01',
  name: '泓源恒佑重大疾病保险',
  company: '泓源人寿保险股份有限公司',
  companyCode: 'HYRS',
  type: '重疾险',
  typeCode: 'critical_illness',
  minAge: 0,
  maxAge: 60,
  onSale: true,
  highlights: [],
  tags: [],
  aliases: [],
  insurer: { code: 'HYRS', name: '泓源人寿保险股份有限公司', shortName: '泓源人寿', hotline: '95500' },
  launchDate: '2025-12-01',
  minAgeText: '出生满28天',
  genders: [
    { value: 'M', label: '男' },
    { value: 'F', label: '女' },
  ],
  premiumDriven: false,
  sumInsured: { min: 50_000, max: 1_500_000, step: 10_000 },
  coverageTerms: [{ value: 'life', label: '终身' }],
  paymentTerms: [
    { value: '10y', label: '10年交' },
    { value: '20y', label: '20年交' },
  ],
  paymentFrequencies: [{ value: 'annual', label: '年交' }],
  waitingPeriodDays: 90,
  hesitationPeriodDays: 15,
  gracePeriodDays: 60,
  benefits: {
    severeCount: 120,
    severePayout: 1,
    moderateCount: 30,
    moderatePayout: 0.6,
    moderateTimes: 2,
    mildCount: 50,
    mildPayout: 0.35,
    mildTimes: 3,
    waiver: true,
  },
  exclusions: [],
  clauses: [],
  faq: [],
  hasCashValue: true,
  pricingInterestRate: 0.025,
} satisfies ProductDetail;

const facts = (p: ProductDetail, form?: ProductFactors) =>
  Object.fromEntries(productFacts(p, form).flatMap((g) => g.facts.map((f) => [f.label, f.value])));

describe('productFacts', () => {
  it('reads a critical-illness product as an agent does', () => {
    const f = facts(ci);
    expect(f).toMatchObject({
      销售状态: '在售',
      投保年龄: '出生满28天至60周岁',
      性别: '男女均可投保',
      基本保额: '5万元起，1万元递增，最高150万元',
      交费期间: '10年交、20年交',
      等待期: '90天',
      犹豫期: '15天',
      重疾: '120种，赔基本保额的100%',
      中症: '30种，赔基本保额的60%，最多2次',
      轻症: '50种，赔基本保额的35%，最多3次',
      保费豁免: '有',
      预定利率: '2.5%',
    });
    expect(f).not.toHaveProperty('职业类别');
  });

  it('adds the occupation classes once the quote form is known, and leaves out empty groups', () => {
    const form = {
      factors: [
        {
          code: 'occupationClass',
          label: '职业类别',
          input: 'select',
          options: [
            { value: '1', label: '1类' },
            { value: '2', label: '2类' },
          ],
          default: '1',
          hint: '1-3类为内勤',
        },
      ],
    } as unknown as ProductFactors;
    expect(facts(ci, form)['职业类别']).toBe('1类、2类（1-3类为内勤）');
    const medical: ProductDetail = {
      ...ci,
      onSale: false,
      waitingPeriodDays: 0,
      genders: [{ value: 'F', label: '女' }],
      benefits: { renewal: '一年期，不保证续保', guaranteedRenewalYears: 0 },
      hasCashValue: false,
      pricingInterestRate: null,
    };
    const groups = productFacts(medical).map((g) => g.id);
    expect(groups).not.toContain('cover');
    expect(facts(medical)).toMatchObject({
      销售状态: '已停售',
      性别: '女',
      等待期: '无等待期',
      保证续保: '不保证续保',
      现金价值: '无（一年期保障）',
    });
    expect(facts(medical)).not.toHaveProperty('预定利率');
  });

  it('formats amounts and rates as agents say them', () => {
    expect(amountText(4_000_000)).toBe('400万元');
    expect(amountText(12_345)).toBe('12,345元');
    expect(percentText(0.035)).toBe('3.5%');
  });
});
