import { describe, expect, it } from 'vitest';
import { productObjectSchema } from '@broker/contract';
import { catalogueSchema, productSchema } from './schemas.js';

const select = (code: string, label: string, values: string[], def: string) => ({
  code,
  label,
  input: 'select',
  default: def,
  options: values.map((value) => ({ value, label: value })),
});

/** A small consistent product: ages 20–50, 10- or 20-pay to 70, 20-pay only to 45. */
function valid() {
  return {
    code: 'TEST-01',
    name: '测试重疾险',
    aliases: [],
    companyCode: 'TEST',
    type: 'critical_illness',
    onSale: true,
    launchDate: '2026-01-01',
    minAge: 20,
    maxAge: 50,
    genders: ['M', 'F'],
    sumInsured: { min: 10_000, max: 500_000, step: 10_000 },
    coverageTerms: ['toAge70'],
    paymentTerms: ['10y', '20y'],
    paymentFrequencies: ['annual'],
    waitingPeriodDays: 90,
    hesitationPeriodDays: 15,
    gracePeriodDays: 60,
    benefits: {},
    highlights: [],
    exclusions: [],
    tags: [],
    clauses: [],
    faq: [],
    factors: [
      {
        code: 'age',
        label: '投保年龄',
        input: 'number',
        min: 20,
        max: 50,
        step: 1,
        unit: '周岁',
        default: 30,
      },
      select('gender', '性别', ['M', 'F'], 'M'),
      {
        code: 'sumInsured',
        label: '保额',
        input: 'number',
        min: 10_000,
        max: 500_000,
        step: 10_000,
        unit: '元',
        default: 100_000,
      },
      select('paymentTerm', '缴费期间', ['10y', '20y'], '20y'),
      select('coverageTerm', '保障期间', ['toAge70'], 'toAge70'),
      select('paymentFrequency', '交费频率', ['annual'], 'annual'),
    ],
    constraints: [
      {
        when: { paymentTerm: ['20y'] },
        require: { factor: 'age', max: 45 },
        message: '20年交最高投保年龄为45周岁',
      },
    ],
    rates: {
      basis: 'perThousandSumInsured',
      keys: ['gender', 'paymentTerm'],
      rows: ['M', 'F'].flatMap((gender) => [
        {
          key: { gender, paymentTerm: '10y' },
          minAge: 20,
          rates: Array.from({ length: 31 }, (_, k) => 10 + k),
        },
        {
          key: { gender, paymentTerm: '20y' },
          minAge: 20,
          rates: Array.from({ length: 26 }, (_, k) => 6 + k),
        },
      ]),
      adjustments: [],
      frequencyFactors: { annual: 1 },
      source: 'test',
    },
    commission: {
      byPaymentTerm: [
        { paymentTerm: '10y', rates: [0.2] },
        { paymentTerm: '20y', rates: [0.3] },
      ],
      note: 'test',
    },
    illustration: {
      method: 'actuarial',
      model: 'criticalIllness',
      mortalityTable: 'CL2025',
      mortalityClass: 'nonPensionI',
      ciTable: 'CI4',
      interestRate: 0.02,
      expenseLoadings: [0.5, 0.2],
      cashValueScale: 0,
    },
  };
}

type Draft = ReturnType<typeof valid>;
const nth = <T>(list: T[], index: number): T => {
  const item = list[index];
  if (item === undefined) throw new RangeError(`no item ${index}`);
  return item;
};
const issues = (change: (p: Draft) => void) => {
  const p = valid();
  change(p);
  const result = productSchema.safeParse(p);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('productSchema: internal consistency', () => {
  it('accepts a consistent product', () => expect(issues(() => {})).toEqual([]));

  it('factor codes are unique and the required ones present', () => {
    expect(issues((p) => p.factors.push({ ...nth(p.factors, 0) }))).toContain('投保要素 age 重复定义');
    expect(issues((p) => p.factors.splice(2, 1))).toContain('缺少投保要素 sumInsured');
  });

  it('defaults lie within options, ranges and steps', () => {
    expect(issues((p) => (nth(p.factors, 3).default = '30y'))).toContain('缴费期间：默认值 30y 不在选项中');
    expect(issues((p) => (nth(p.factors, 2).default = 15_000))).toContain(
      '保额：默认值 15000 不是 10000 的整数倍',
    );
    expect(issues((p) => (nth(p.factors, 0).default = 60))).toContain('投保年龄：默认值 60 超出范围');
  });

  it('defaults satisfy every constraint (a quote from defaults alone must work)', () => {
    expect(issues((p) => (nth(p.factors, 0).default = 48))).toContain(
      '默认投保要素不满足限制条件：20年交最高投保年龄为45周岁',
    );
  });

  it('a rate row for every key combination, over the ages the constraints leave', () => {
    expect(issues((p) => p.rates.rows.pop())).toContain('缺少费率行（F|20y）');
    expect(issues((p) => nth(p.rates.rows, 1).rates.pop())).toContain('费率行（M|20y）须覆盖20至45周岁');
    expect(issues((p) => p.rates.rows.push({ ...nth(p.rates.rows, 0) }))).toContain('费率行重复：M|10y');
  });

  it('premium-driven types take a premium range and factor', () => {
    expect(issues((p) => (p.type = 'increasing_whole_life'))).toEqual(
      expect.arrayContaining(['缺少投保要素 premium', '按保费投保的产品须有保费范围']),
    );
  });

  it('constraints name defined factors and options; the illustration fits the type', () => {
    expect(issues((p) => (nth(p.constraints, 0).when = { paymentTerm: ['25y'] }))).toContain(
      '限制条件引用了未定义的要素或选项 paymentTerm=25y',
    );
    expect(issues((p) => delete (p.illustration as { ciTable?: string }).ciTable)).toContain(
      '重疾险须指定重疾发生率表',
    );
    expect(issues((p) => p.commission.byPaymentTerm.pop())).toContain('每个缴费期间须恰有一份佣金表');
  });

  it('the plain object schema stays usable for partial shapes (zod refuses .pick on refined schemas)', () => {
    expect(
      productObjectSchema.pick({ code: true, name: true }).parse({ code: 'TEST-01', name: '测试产品' }),
    ).toEqual({
      code: 'TEST-01',
      name: '测试产品',
    });
  });
});

describe('catalogueSchema', () => {
  const company = {
    code: 'TEST',
    name: '测试人寿保险股份有限公司',
    shortName: '测试人寿',
    kind: 'life',
    founded: 2000,
    hotline: '400',
    description: '',
  };
  const faq = {
    id: 'faq-001',
    category: '基础概念',
    question: '什么是保险？',
    answer: '一种风险转移安排。',
    keywords: [],
  };

  it('codes are unique and every product’s company exists', () => {
    const ok = catalogueSchema.safeParse({
      version: '1',
      generatedAt: 'x',
      companies: [company],
      products: [valid()],
      faq: [faq],
    });
    expect(ok.success).toBe(true);
    const bad = catalogueSchema.safeParse({
      version: '1',
      generatedAt: 'x',
      companies: [{ ...company, code: 'OTHER' }],
      products: [valid(), valid()],
      faq: [faq, faq],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['产品代码重复：TEST-01', 'FAQ 编号重复：faq-001', '未知的公司代码：TEST']),
    );
  });
});
