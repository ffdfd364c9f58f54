// Small hand-made products with round numbers, so the calculation tests know every expected value
// without the generator.
import type { Product } from '@broker/contract';
import { productSchema } from '../catalogue/schemas.js';

const common = {
  aliases: [],
  companyCode: 'TEST',
  onSale: true,
  launchDate: '2026-01-01',
  waitingPeriodDays: 90,
  hesitationPeriodDays: 15,
  gracePeriodDays: 60,
  benefits: {},
  highlights: [],
  exclusions: [],
  tags: [],
  clauses: [],
  faq: [],
};

const gender = {
  code: 'gender',
  label: '性别',
  input: 'select',
  default: 'M',
  options: [
    { value: 'M', label: '男' },
    { value: 'F', label: '女' },
  ],
} as const;
const frequency = {
  code: 'paymentFrequency',
  label: '交费频率',
  input: 'select',
  default: 'annual',
  options: [
    { value: 'annual', label: '年交' },
    { value: 'monthly', label: '月交' },
  ],
} as const;

/** A term-life-like product: ages 18–55, 10/20/30-pay, cover 20 years or to 70, rates rising 0.5 a year. */
export const termFixture: Product = productSchema.parse({
  ...common,
  code: 'TEST-TL',
  name: '测试定期寿险',
  type: 'term_life',
  minAge: 18,
  maxAge: 55,
  genders: ['M', 'F'],
  sumInsured: { min: 50_000, max: 1_000_000, step: 10_000 },
  coverageTerms: ['20y', 'toAge70'],
  paymentTerms: ['10y', '20y', '30y'],
  paymentFrequencies: ['annual', 'monthly'],
  factors: [
    { code: 'age', label: '投保年龄', input: 'number', min: 18, max: 55, step: 1, unit: '周岁', default: 30 },
    gender,
    {
      code: 'sumInsured',
      label: '保额',
      input: 'number',
      min: 50_000,
      max: 1_000_000,
      step: 10_000,
      unit: '元',
      default: 500_000,
    },
    {
      code: 'paymentTerm',
      label: '缴费期间',
      input: 'select',
      default: '20y',
      options: [
        { value: '10y', label: '10年交' },
        { value: '20y', label: '20年交' },
        { value: '30y', label: '30年交' },
      ],
    },
    {
      code: 'coverageTerm',
      label: '保障期间',
      input: 'select',
      default: 'toAge70',
      options: [
        { value: '20y', label: '20年' },
        { value: 'toAge70', label: '至70周岁' },
      ],
    },
    frequency,
    {
      code: 'smoker',
      label: '是否吸烟',
      input: 'select',
      default: 'no',
      options: [
        { value: 'no', label: '不吸烟' },
        { value: 'yes', label: '吸烟' },
      ],
    },
  ],
  constraints: [
    {
      when: { paymentTerm: ['30y'] },
      require: { factor: 'age', max: 45 },
      message: '30年交最高投保年龄为45周岁',
    },
    {
      when: { coverageTerm: ['20y'] },
      require: { factor: 'paymentTerm', oneOf: ['10y', '20y'] },
      message: '保障20年时，缴费期间可选10年交、20年交',
    },
    {
      when: { coverageTerm: ['toAge70'], paymentTerm: ['20y'] },
      require: { factor: 'age', max: 50 },
      message: '保障至70周岁且20年交时，最高投保年龄为50周岁',
    },
    {
      when: { coverageTerm: ['toAge70'], paymentTerm: ['30y'] },
      require: { factor: 'age', max: 40 },
      message: '保障至70周岁且30年交时，最高投保年龄为40周岁',
    },
  ],
  rates: {
    basis: 'perThousandSumInsured',
    keys: ['gender', 'paymentTerm', 'coverageTerm'],
    rows: ['M', 'F'].flatMap((g) =>
      [
        ['10y', '20y', 55],
        ['20y', '20y', 55],
        ['10y', 'toAge70', 55],
        ['20y', 'toAge70', 50],
        ['30y', 'toAge70', 40],
      ].map(([pay, cover, last]) => ({
        key: { gender: g, paymentTerm: String(pay), coverageTerm: String(cover) },
        minAge: 18,
        // 1.005 at 18 for men (the classic binary-rounding trap), +0.5 a year; women 80%
        rates: Array.from(
          { length: Number(last) - 17 },
          (_, k) => Math.round((1.005 + 0.5 * k) * (g === 'M' ? 1 : 0.8) * 1000) / 1000,
        ),
      })),
    ),
    adjustments: [{ factor: 'smoker', value: 'yes', multiplier: 1.3 }],
    frequencyFactors: { annual: 1, monthly: 0.09 },
    source: 'test',
  },
  commission: {
    byPaymentTerm: [
      { paymentTerm: '10y', rates: [0.2, 0.1, 0.05, 0.03, 0.03] },
      { paymentTerm: '20y', rates: [0.4, 0.12, 0.06, 0.04, 0.04] },
      { paymentTerm: '30y', rates: [0.45, 0.12, 0.06, 0.04, 0.04] },
    ],
    note: 'test',
  },
  illustration: {
    method: 'actuarial',
    model: 'termLife',
    mortalityTable: 'CL2025',
    mortalityClass: 'nonPensionI',
    interestRate: 0.02,
    expenseLoadings: [0.5, 0.2, 0.1],
    cashValueScale: 0,
  },
});

/** A per-policy medical product: two plans, a social-insurance loading. */
export const medicalFixture: Product = productSchema.parse({
  ...common,
  code: 'TEST-MED',
  name: '测试医疗险',
  type: 'medical',
  minAge: 0,
  maxAge: 60,
  genders: ['M', 'F'],
  coverageTerms: ['1y'],
  paymentTerms: ['1y'],
  paymentFrequencies: ['annual', 'monthly'],
  benefits: { guaranteedRenewalYears: 6 },
  factors: [
    { code: 'age', label: '投保年龄', input: 'number', min: 0, max: 60, step: 1, unit: '周岁', default: 30 },
    gender,
    {
      code: 'paymentTerm',
      label: '缴费期间',
      input: 'select',
      default: '1y',
      options: [{ value: '1y', label: '1年' }],
    },
    {
      code: 'coverageTerm',
      label: '保障期间',
      input: 'select',
      default: '1y',
      options: [{ value: '1y', label: '1年' }],
    },
    frequency,
    {
      code: 'plan',
      label: '保障计划',
      input: 'select',
      default: 'a',
      options: [
        { value: 'a', label: '标准计划', amount: 2_000_000 },
        { value: 'b', label: '升级计划', amount: 4_000_000 },
      ],
    },
    {
      code: 'socialInsurance',
      label: '有无社保',
      input: 'select',
      default: 'yes',
      options: [
        { value: 'yes', label: '有社保' },
        { value: 'no', label: '无社保' },
      ],
    },
  ],
  constraints: [],
  rates: {
    basis: 'perPolicy',
    keys: ['plan'],
    rows: [
      // 100 a year to 32, then 10 more each year: a renewal crosses the step
      {
        key: { plan: 'a' },
        minAge: 0,
        rates: Array.from({ length: 66 }, (_, age) => (age <= 32 ? 100 : 100 + 10 * (age - 32))),
      },
      { key: { plan: 'b' }, minAge: 0, rates: Array.from({ length: 66 }, () => 150) },
    ],
    adjustments: [{ factor: 'socialInsurance', value: 'no', multiplier: 1.6 }],
    frequencyFactors: { annual: 1, monthly: 0.085 },
    source: '示意费率（非精算定价）',
  },
  commission: { byPaymentTerm: [{ paymentTerm: '1y', rates: [0.08] }], note: 'test' },
  illustration: { method: 'none', note: 'test' },
});
