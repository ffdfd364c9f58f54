import { formatYuan } from '../../../src/index.js';
import type { CriticalIllnessDesign, TermLifeDesign, WholeLifeDesign } from '../designs/types.js';
import type { ActuarialCore } from './actuarial-product.js';
import {
  CI_EXCLUSIONS,
  DEATH_BENEFIT_FLOOR_TEXT,
  type Description,
  LIFE_EXCLUSIONS,
  commonClauseValues,
  coverageText,
  paymentTermsText,
  pct,
} from './describe-common.js';

const POLICY_LOAN = 0.8;

const CI_DEATH: Record<
  CriticalIllnessDesign['death'],
  { benefit: string; clause: string; highlight: string }
> = {
  sumInsured: {
    benefit: '身故给付基本保额（与重疾保险金合计给付一次）',
    clause: '基本保险金额',
    highlight: '身故也赔基本保额，重疾与身故赔付其一',
  },
  premiumsPaid: {
    benefit: '身故给付已交保费',
    clause: '已交保险费',
    highlight: '未发生重疾身故的，退还已交保费',
  },
  none: { benefit: '不含身故责任', clause: '', highlight: '不含身故责任的消费型设计，同等保额保费更低' },
};

export function describeCriticalIllness(
  d: CriticalIllnessDesign,
  core: ActuarialCore,
  company: string,
): Description {
  const death = CI_DEATH[d.death];
  const covers = core.coverageTerms;
  const times = (n: number) => (n > 1 ? `，最多${n}次` : '');
  const highlights = [
    d.ciTable === 'CI3'
      ? `保障${d.severeCount}种核心重疾，确诊即赔基本保额`
      : `${d.severeCount}种重疾，确诊即赔100%基本保额`,
    ...(d.moderate
      ? [`${d.moderate.count}种中症，每次赔${pct(d.moderate.payout)}%基本保额${times(d.moderate.times)}`]
      : []),
    ...(d.mild ? [`${d.mild.count}种轻症，每次赔${pct(d.mild.payout)}%基本保额${times(d.mild.times)}`] : []),
    ...(d.waiver ? ['确诊轻症或中症后豁免剩余保费，保障继续有效'] : []),
    death.highlight,
    covers.length > 1 ? `保障期间${coverageText(covers)}可选` : `保障${coverageText(covers)}`,
    ...(d.highlights ?? []),
  ];
  const tags = [
    '重疾险',
    ...(covers.includes('life') ? ['终身保障'] : []),
    ...(d.mild ? ['轻症'] : []),
    ...(d.moderate ? ['中症'] : []),
    ...(d.waiver ? ['保费豁免'] : []),
    ...(d.maxAge <= 17 ? ['少儿'] : []),
    ...(d.genders?.length === 1 && d.genders[0] === 'F' ? ['女性专属'] : []),
    ...(d.death === 'none' ? ['消费型'] : []),
    ...(d.tags ?? []),
  ];
  const faq = [
    {
      question: `${d.name}的重疾、中症、轻症分别怎么赔？`,
      answer: [
        `重疾：${d.severeCount}种，确诊后按基本保额的100%赔付，合同终止。`,
        d.moderate
          ? `中症：${d.moderate.count}种，每次按基本保额的${pct(d.moderate.payout)}%赔付，累计${d.moderate.times}次为限。`
          : '不含中症责任。',
        d.mild
          ? `轻症：${d.mild.count}种，每次按基本保额的${pct(d.mild.payout)}%赔付，累计${d.mild.times}次为限。`
          : '不含轻症责任。',
        d.waiver ? '确诊轻症或中症后，后续保费豁免。' : '',
      ].join(''),
    },
    {
      question: `${d.name}有身故责任吗？`,
      answer:
        d.death === 'none'
          ? '没有。本产品只保疾病，不含身故责任，因此同等保额下保费更低；如需身故保障可搭配定期寿险。'
          : `有。等待期后未发生重疾而身故的，${d.death === 'sumInsured' ? '按基本保额给付身故保险金，重疾保险金与身故保险金只赔其一' : '退还已交保费'}。`,
    },
  ];
  return {
    benefits: {
      severeCount: d.severeCount,
      severePayout: 1,
      ...(d.moderate
        ? {
            moderateCount: d.moderate.count,
            moderatePayout: d.moderate.payout,
            moderateTimes: d.moderate.times,
          }
        : {}),
      ...(d.mild ? { mildCount: d.mild.count, mildPayout: d.mild.payout, mildTimes: d.mild.times } : {}),
      waiver: d.waiver,
      deathBenefit: death.benefit,
      policyLoanRatio: POLICY_LOAN,
    },
    highlights,
    exclusions: CI_EXCLUSIONS,
    tags,
    clauseValues: {
      ...commonClauseValues(d, company, covers, paymentTermsText(core.paymentTerms)),
      severeCount: d.severeCount,
      severePayoutPercent: 100,
      moderateCount: d.moderate?.count ?? 0,
      moderatePayoutPercent: pct(d.moderate?.payout ?? 0),
      moderateTimes: d.moderate?.times ?? 0,
      mildCount: d.mild?.count ?? 0,
      mildPayoutPercent: pct(d.mild?.payout ?? 0),
      mildTimes: d.mild?.times ?? 0,
      deathBenefitText: death.clause,
      policyLoanPercent: pct(POLICY_LOAN),
    },
    clauseConditions: {
      moderate: d.moderate !== undefined,
      mild: d.mild !== undefined,
      waiver: d.waiver,
      deathBenefit: d.death !== 'none',
      policyLoan: true,
    },
    faq,
  };
}

export function describeTermLife(d: TermLifeDesign, core: ActuarialCore, company: string): Description {
  const covers = core.coverageTerms;
  return {
    benefits: { deathBenefit: '身故或全残给付基本保额' },
    highlights: [
      `身故或全残赔付基本保额，最高${formatYuan(d.sumInsured.max)}`,
      `保障期间${coverageText(covers)}可选，缴费期间${paymentTermsText(core.paymentTerms)}可选`,
      ...(d.smokerLoading ? ['区分吸烟与否定价，不吸烟者保费更低'] : []),
      ...(d.highlights ?? []),
    ],
    exclusions: LIFE_EXCLUSIONS,
    tags: ['定期寿险', '家庭责任', '高杠杆', ...(d.tags ?? [])],
    clauseValues: {
      ...commonClauseValues(d, company, covers, paymentTermsText(core.paymentTerms)),
      deathBenefitText: `基本保险金额与${DEATH_BENEFIT_FLOOR_TEXT}二者中的较大者`,
      policyLoanPercent: 0,
    },
    clauseConditions: { waiver: false, policyLoan: false },
    faq: [
      {
        question: `${d.name}的保障期间和缴费期间怎么选？`,
        answer: `保障期间可选${coverageText(covers)}，缴费期间可选${paymentTermsText(core.paymentTerms)}。一般建议保障覆盖房贷、子女成年等家庭责任最重的阶段；缴费期间不超过保障期间，部分组合有更低的最高投保年龄，以投保页面为准。`,
      },
      ...(d.smokerLoading
        ? [
            {
              question: `吸烟会影响${d.name}的保费吗？`,
              answer: `会。本产品区分吸烟与不吸烟定价，过去12个月内有吸烟习惯的按吸烟者投保，保费约为不吸烟者的${d.smokerLoading}倍。投保时须如实告知，否则可能影响理赔。`,
            },
          ]
        : []),
    ],
  };
}

export function describeWholeLife(d: WholeLifeDesign, core: ActuarialCore, company: string): Description {
  return {
    benefits: {
      deathBenefit: '身故给付基本保额与已交保费×法定比例二者中的较大者',
      policyLoanRatio: POLICY_LOAN,
    },
    highlights: [
      '保障终身，身故保险金确定给付',
      `缴费期间${paymentTermsText(core.paymentTerms)}可选，最高保额${formatYuan(d.sumInsured.max)}`,
      '现金价值逐年累积，可申请保单贷款',
      ...(d.highlights ?? []),
    ],
    exclusions: LIFE_EXCLUSIONS,
    tags: ['终身寿险', '身故保障', '财富传承', ...(d.tags ?? [])],
    clauseValues: {
      ...commonClauseValues(d, company, core.coverageTerms, paymentTermsText(core.paymentTerms)),
      deathBenefitText: `基本保险金额与${DEATH_BENEFIT_FLOOR_TEXT}二者中的较大者`,
      policyLoanPercent: pct(POLICY_LOAN),
    },
    clauseConditions: { waiver: false, policyLoan: true },
    faq: [
      {
        question: `${d.name}的身故保险金怎么算？`,
        answer: `等待期后身故的，按基本保额与已交保费×对应比例（18至40周岁160%、41至60周岁140%、61周岁及以上120%）二者中的较大者给付。`,
      },
    ],
  };
}
