import { PAYMENT_FREQUENCY_LABELS, type Product } from '@broker/contract';
import { coverageTermLabel, paymentTermLabel, productTypeLabel } from '@broker/insurance';
import { formatAmount, formatPercent } from '../format.js';
import type { KnowledgeBase, ProductTopic } from '../types.js';

export interface Fact {
  label: string;
  value: string;
}

export interface ProductFacts {
  productCode: string;
  productName: string;
  topic: ProductTopic;
  /** What the structured data says on the topic; empty when it says nothing (retrieve clauses instead). */
  facts: Fact[];
  /** The product's rules that bear on the topic ('30年交最高投保年龄为45周岁'). */
  constraints: string[];
}

const list = (values: readonly string[]) => values.join('、');
const fact = (label: string, value: string | undefined): Fact[] => (value ? [{ label, value }] : []);

function ageText(p: Product): string {
  return `${p.minAgeText ?? `${p.minAge}周岁`}至${p.maxAge}周岁`;
}

function benefitFacts(p: Product): Fact[] {
  const b = p.benefits;
  const pay = (ratio: number | undefined) =>
    ratio === undefined ? '' : `，按基本保额的${formatPercent(ratio)}赔付`;
  const times = (n: number | undefined) => (n ? `，最多${n}次` : '');
  return [
    ...fact('重疾', b.severeCount ? `${b.severeCount}种${pay(b.severePayout)}` : undefined),
    ...fact(
      '中症',
      b.moderateCount ? `${b.moderateCount}种${pay(b.moderatePayout)}${times(b.moderateTimes)}` : undefined,
    ),
    ...fact('轻症', b.mildCount ? `${b.mildCount}种${pay(b.mildPayout)}${times(b.mildTimes)}` : undefined),
    ...fact('年度限额', b.annualLimit ? formatAmount(b.annualLimit) : undefined),
    ...fact('意外身故/伤残', b.accidentalDeath ? `最高${formatAmount(b.accidentalDeath)}` : undefined),
    ...fact('意外医疗', b.accidentMedicalLimit ? `限额${formatAmount(b.accidentMedicalLimit)}` : undefined),
    ...fact('年金领取', b.payoutStartAge ? `${b.payoutStartAge}周岁起领` : undefined),
    ...fact('身故责任', b.deathBenefit),
    ...fact('保费豁免', b.waiver === undefined ? undefined : b.waiver ? '有' : '无'),
    ...p.highlights.map((h, i) => ({ label: `亮点${i + 1}`, value: h })),
  ];
}

function renewalFacts(p: Product): Fact[] {
  const b = p.benefits;
  return [
    ...fact('续保', b.renewal),
    ...fact(
      '保证续保',
      b.guaranteedRenewalYears === undefined
        ? undefined
        : b.guaranteedRenewalYears > 0
          ? `${b.guaranteedRenewalYears}年`
          : '不保证续保',
    ),
  ];
}

function topicFacts(kb: KnowledgeBase, p: Product, topic: ProductTopic): Fact[] {
  const b = p.benefits;
  const si = p.sumInsured;
  const premium = p.premium;
  switch (topic) {
    case 'waiting_period':
      return [{ label: '等待期', value: p.waitingPeriodDays > 0 ? `${p.waitingPeriodDays}天` : '无等待期' }];
    case 'hesitation_period':
      return [{ label: '犹豫期', value: `${p.hesitationPeriodDays}天` }];
    case 'grace_period':
      return [{ label: '宽限期', value: `${p.gracePeriodDays}天` }];
    case 'age_range':
      return [
        { label: '投保年龄', value: ageText(p) },
        ...fact(
          '性别',
          p.genders.length === 1 ? (p.genders[0] === 'F' ? '仅限女性' : '仅限男性') : undefined,
        ),
      ];
    case 'coverage_term':
      return [{ label: '保障期间', value: list(p.coverageTerms.map(coverageTermLabel)) }];
    case 'payment_term':
      return [{ label: '交费期间', value: list(p.paymentTerms.map(paymentTermLabel)) }];
    case 'payment_frequency':
      return [
        { label: '交费方式', value: list(p.paymentFrequencies.map((f) => PAYMENT_FREQUENCY_LABELS[f])) },
      ];
    case 'sum_insured':
      return [
        ...fact(
          '基本保额',
          si ? `${formatAmount(si.min)}至${formatAmount(si.max)}，按${formatAmount(si.step)}递增` : undefined,
        ),
        ...fact(
          '年交保费',
          premium ? `${formatAmount(premium.min)}至${formatAmount(premium.max)}` : undefined,
        ),
        ...fact('年度限额', b.annualLimit ? formatAmount(b.annualLimit) : undefined),
        ...fact('意外身故/伤残', b.accidentalDeath ? `最高${formatAmount(b.accidentalDeath)}` : undefined),
      ];
    case 'benefits':
      return benefitFacts(p);
    case 'exclusions':
      return p.exclusions.map((e, i) => ({ label: `责任免除${i + 1}`, value: e }));
    case 'cash_value':
      if (p.illustration.method === 'none') return [{ label: '现金价值', value: '短期险，无现金价值演示' }];
      return [
        { label: '现金价值', value: '有，按条款所附现金价值表计算' },
        ...fact(
          '保单贷款',
          b.policyLoanRatio ? `最高为现金价值的${formatPercent(b.policyLoanRatio)}` : undefined,
        ),
        ...fact('有效保额年增长', b.declaredGrowthRate ? formatPercent(b.declaredGrowthRate) : undefined),
      ];
    case 'renewal':
      return renewalFacts(p);
    case 'deductible':
      return fact(
        '免赔额',
        b.deductible === undefined ? undefined : b.deductible > 0 ? formatAmount(b.deductible) : '0元',
      );
    case 'reimbursement':
      return [
        ...fact(
          '有社保报销比例',
          b.reimbursementWithSocial === undefined ? undefined : formatPercent(b.reimbursementWithSocial),
        ),
        ...fact(
          '无社保报销比例',
          b.reimbursementWithoutSocial === undefined
            ? undefined
            : formatPercent(b.reimbursementWithoutSocial),
        ),
        ...fact('免赔额', b.deductible === undefined ? undefined : formatAmount(b.deductible)),
      ];
    case 'waiver':
      return fact(
        '保费豁免',
        b.waiver === undefined ? undefined : b.waiver ? '有，确诊轻症或中症后豁免剩余保费' : '无',
      );
    case 'death_benefit':
      return fact('身故责任', b.deathBenefit);
    case 'policy_loan':
      return fact(
        '保单贷款',
        b.policyLoanRatio ? `最高为现金价值的${formatPercent(b.policyLoanRatio)}` : undefined,
      );
    case 'on_sale':
      return [
        { label: '销售状态', value: p.onSale ? '在售' : '已停售（已投保单继续有效）' },
        { label: '上市日期', value: p.launchDate },
      ];
    case 'company': {
      const c = kb.companiesByCode.get(p.companyCode);
      return c ? [{ label: '保险公司', value: c.name }, ...fact('客服电话', c.hotline)] : [];
    }
    case 'overview':
      return [
        { label: '产品类型', value: productTypeLabel(p.type) },
        ...fact('保险公司', kb.companiesByCode.get(p.companyCode)?.name),
        { label: '投保年龄', value: ageText(p) },
        { label: '保障期间', value: list(p.coverageTerms.map(coverageTermLabel)) },
        { label: '交费期间', value: list(p.paymentTerms.map(paymentTermLabel)) },
        { label: '等待期', value: p.waitingPeriodDays > 0 ? `${p.waitingPeriodDays}天` : '无等待期' },
        ...p.highlights.slice(0, 4).map((h, i) => ({ label: `亮点${i + 1}`, value: h })),
      ];
    case 'claims':
      // How to claim is clause text (保险金申请), not a structured field.
      return [];
  }
}

/** Topics whose answer depends on age rules (which terms a 50-year-old may choose). */
const AGE_RULE_TOPICS: ReadonlySet<ProductTopic> = new Set([
  'age_range',
  'payment_term',
  'coverage_term',
  'overview',
]);

/** Structured facts on one topic of one product; undefined for an unknown code. */
export function productFacts(kb: KnowledgeBase, code: string, topic: ProductTopic): ProductFacts | undefined {
  const p = kb.productsByCode.get(code);
  if (!p) return undefined;
  const constraints = p.constraints
    .filter((c) =>
      AGE_RULE_TOPICS.has(topic) ? true : topic === 'sum_insured' && c.require.factor === 'premium',
    )
    .map((c) => c.message);
  return { productCode: p.code, productName: p.name, topic, facts: topicFacts(kb, p, topic), constraints };
}
