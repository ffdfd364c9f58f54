// Yearly-renewable products: medical and accident cover, rated on illustrative factors.
import type { FactorDefinition } from '@broker/contract';
import { formatYuan } from '../../../src/index.js';
import type { AccidentDesign, Frequency, MedicalDesign, RenewableDesign } from '../designs/types.js';
import type { ActuarialCore } from './actuarial-product.js';
import { commissionSchedule, stableFraction } from './commission.js';
import { ageFactor, frequencyFactor, genderFactor, selectFactor } from './factors.js';
import type { PricingReference } from './reference.js';
import { accidentRates, medicalRates } from './renewable-rates.js';

const ONE_YEAR = '1y';

function commonFactors(d: RenewableDesign): FactorDefinition[] {
  const one = [{ value: ONE_YEAR, label: '1年' }];
  return [
    ageFactor(d),
    genderFactor(d.genders ?? ['M', 'F']),
    { code: 'paymentTerm', label: '缴费期间', input: 'select', options: one, default: ONE_YEAR },
    { code: 'coverageTerm', label: '保障期间', input: 'select', options: one, default: ONE_YEAR },
    frequencyFactor(d.frequencies ?? ['annual']),
  ];
}

function renewalNote(d: RenewableDesign): string {
  const guarantee =
    d.guaranteedRenewalYears > 0
      ? `${d.guaranteedRenewalYears}年保证续保期内各年`
      : '第一年（不保证续保，续保须经审核）';
  return `一年期产品，无现金价值。演示列出${guarantee}的保费，按续保时年龄和当前费率计算，费率调整后以实际为准；续保最高至${d.renewalMaxAge}周岁。`;
}

/** Monthly premium as a share of the annual one: 8.5%–9%, by company. */
const monthlyFactor = (d: RenewableDesign) => (stableFraction(d.company) < 0.5 ? 0.085 : 0.09);

function shared(d: RenewableDesign, ref: PricingReference) {
  const frequencies: readonly Frequency[] = d.frequencies ?? ['annual'];
  return {
    coverageTerms: [ONE_YEAR],
    paymentTerms: [ONE_YEAR],
    paymentFrequencies: [...frequencies],
    constraints: [],
    commission: commissionSchedule({ code: d.code, kind: 'shortTerm', pays: [ONE_YEAR] }, ref),
    illustration: { method: 'none' as const, note: renewalNote(d) },
  };
}

export function medicalCore(d: MedicalDesign, ref: PricingReference): ActuarialCore {
  const plans = d.plans.map((p) => ({ value: p.value, label: p.label, amount: p.amount }));
  const factors = [
    ...commonFactors(d),
    selectFactor('plan', '保障计划', plans, d.plans[0]?.value ?? '', '年度保额以所选计划为准'),
    selectFactor(
      'socialInsurance',
      '有无社保',
      [
        { value: 'yes', label: '有社保（含新农合）' },
        { value: 'no', label: '无社保' },
      ],
      'yes',
      '以参加基本医疗保险并以社保身份就诊为准',
    ),
  ];
  return { ...shared(d, ref), factors, rates: medicalRates(d, monthlyFactor(d)) };
}

export function accidentCore(d: AccidentDesign, ref: PricingReference): ActuarialCore {
  const plans = d.plans.map((p) => ({
    value: p.value,
    label: `${p.label}（意外身故/伤残${formatYuan(p.accidentalDeath)}）`,
    amount: p.accidentalDeath,
  }));
  const classes = Array.from({ length: d.maxOccupationClass }, (_, k) => ({
    value: String(k + 1),
    label: `${k + 1}类`,
  }));
  const factors = [
    ...commonFactors(d),
    selectFactor(
      'plan',
      '保障计划',
      plans,
      d.plans[0]?.value ?? '',
      '意外身故/伤残保额与意外医疗额度以所选计划为准',
    ),
    // children's cover asks no occupation
    ...(d.maxOccupationClass > 1
      ? [
          selectFactor(
            'occupationClass',
            '职业类别',
            classes,
            '1',
            '按《职业分类表》确定，1-3类为内勤及一般外勤',
          ),
        ]
      : []),
  ];
  const planAges = d.plans.flatMap((p) =>
    p.minAge === undefined || p.minAge <= d.minAge
      ? []
      : [
          {
            when: { plan: [p.value] },
            require: { factor: 'age' as const, min: p.minAge },
            message: `${p.label}仅限${p.minAge}周岁及以上投保（未成年人身故保额受监管限制）`,
          },
        ],
  );
  return { ...shared(d, ref), constraints: planAges, factors, rates: accidentRates(d, monthlyFactor(d)) };
}
