import { formatYuan } from '../../../src/index.js';
import type { AnnuityDesign, IncreasingWholeLifeDesign } from '../designs/types.js';
import type { ActuarialCore } from './actuarial-product.js';
import {
  DEATH_BENEFIT_FLOOR_TEXT,
  type Description,
  LIFE_EXCLUSIONS,
  commonClauseValues,
  listText,
  paymentTermsText,
  pct,
} from './describe-common.js';

const POLICY_LOAN = 0.8;

/** 2 → "2.0", 1.75 → "1.75": a rate as clauses print it. */
const ratePercent = (rate: number) => {
  const text = String(Math.round(rate * 10_000) / 100);
  return text.includes('.') ? text : `${text}.0`;
};

function singleText(d: { pays: readonly number[]; singlePremiumMin?: number; premium: { min: number } }) {
  const regular = `期交每年${formatYuan(d.premium.min)}起投`;
  return d.pays.includes(1) && d.singlePremiumMin !== undefined
    ? `${regular}，趸交${formatYuan(d.singlePremiumMin)}起投`
    : regular;
}

export function describeIncreasingWholeLife(
  d: IncreasingWholeLifeDesign,
  core: ActuarialCore,
  company: string,
): Description {
  const g = ratePercent(d.growthRate);
  return {
    benefits: {
      declaredGrowthRate: d.growthRate,
      deathBenefit: '身故给付当年度有效保额与已交保费×法定比例二者中的较大者',
      policyLoanRatio: POLICY_LOAN,
    },
    highlights: [
      `有效保额每年按${g}%复利递增，写入合同`,
      `缴费期间${paymentTermsText(core.paymentTerms)}可选，${singleText(d)}`,
      '交费期满后可申请减保，也可保单贷款，资金使用灵活',
      ...(d.highlights ?? []),
    ],
    exclusions: LIFE_EXCLUSIONS,
    tags: ['增额终身寿', '储蓄', '财富传承', '减保', ...(d.tags ?? [])],
    clauseValues: {
      ...commonClauseValues(d, company, core.coverageTerms, paymentTermsText(core.paymentTerms)),
      declaredGrowthPercent: g,
      deathBenefitText: `${DEATH_BENEFIT_FLOOR_TEXT}与当年度有效保险金额二者中的较大者`,
      policyLoanPercent: pct(POLICY_LOAN),
    },
    clauseConditions: { policyLoan: true, reduction: true },
    faq: [
      {
        question: `${d.name}的有效保额每年增长多少？`,
        answer: `有效保额从第二个保单年度起，每年在上一年基础上按${g}%复利递增，这一比例写入合同。注意：递增的是有效保额，不代表现金价值也按同一比例增长，前几年退保的现金价值通常低于已交保费，具体以利益演示和现金价值表为准。`,
      },
      {
        question: `${d.name}可以减保取钱吗？`,
        answer:
          '可以。交费期满后可申请减少基本保额，减少部分按对应的现金价值退还，有效保额、现金价值随之按比例减少；每年减保的次数和金额须符合公司届时的规定。也可以申请保单贷款，最高为现金价值净额的80%。',
      },
    ],
  };
}

export function describeAnnuity(d: AnnuityDesign, core: ActuarialCore, company: string): Description {
  const ages = d.startAges;
  const fixed = ages.length === 1 ? ages[0] : undefined;
  const agesText = fixed === undefined ? `${listText(ages.map(String))}周岁（投保时选定）` : `${fixed}周岁`;
  const share = pct(d.annuityRate);
  return {
    benefits: {
      ...(fixed === undefined ? { payoutStartAge: Math.min(...ages) } : { payoutStartAge: fixed }),
      annuityRate: d.annuityRate,
      deathBenefit: '首次领取年金前身故，退还已交保费',
      policyLoanRatio: POLICY_LOAN,
    },
    highlights: [
      `${agesText}起，每年领取基本保额的${share}%，终身领取`,
      '首次领取年金前身故，退还已交保费',
      `缴费期间${paymentTermsText(core.paymentTerms)}可选，${singleText(d)}`,
      ...(d.highlights ?? []),
    ],
    exclusions: LIFE_EXCLUSIONS,
    tags: ['年金险', '养老规划', '终身领取', ...(d.tags ?? [])],
    clauseValues: {
      ...commonClauseValues(d, company, core.coverageTerms, paymentTermsText(core.paymentTerms)),
      payoutStartAge: fixed === undefined ? `投保时选定的${listText(ages.map(String))}` : fixed,
      annuityPercent: share,
      deathBenefitText: '已交保险费（限被保险人于首个年金领取日前身故；此后身故的，不再给付身故保险金）',
      policyLoanPercent: pct(POLICY_LOAN),
    },
    clauseConditions: { deathBenefit: true, policyLoan: true, reduction: true },
    faq: [
      {
        question: `${d.name}什么时候开始领年金？每年领多少？`,
        answer: `自被保险人${agesText}后的首个保单周年日起，只要被保险人生存，每年按基本保额的${share}%领取年金，终身领取。基本保额由投保时的保费和年龄、性别等计算得出。`,
      },
      {
        question: `${d.name}在开始领取前身故怎么办？`,
        answer:
          '首次领取年金前身故的，退还已交保费，合同终止；开始领取后身故的，不再给付年金和身故保险金，已到期未领取的年金作为遗产处理。',
      },
    ],
  };
}
