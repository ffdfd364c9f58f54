import { formatYuan } from '../../../src/index.js';
import type { AccidentDesign, MedicalDesign, RenewableDesign } from '../designs/types.js';
import type { ActuarialCore } from './actuarial-product.js';
import {
  ACCIDENT_EXCLUSIONS,
  type Description,
  MEDICAL_EXCLUSIONS,
  commonClauseValues,
  listText,
  pct,
} from './describe-common.js';

/** An amount as the templates want it: "1万", "5000" (they write 元 themselves). */
const amountText = (yuan: number) => formatYuan(yuan).replace(/元$/, '');

/** "400万", or "所选保障计划对应的200万、400万" when plans differ. */
function planAmounts(amounts: readonly number[]): string {
  const distinct = [...new Set(amounts)].sort((a, b) => a - b);
  return distinct.length === 1
    ? amountText(distinct[0] ?? 0)
    : `所选保障计划对应的${distinct.map(amountText).join('、')}`;
}

function renewalText(d: RenewableDesign): string {
  return d.guaranteedRenewalYears > 0
    ? `本合同保证续保期间为${d.guaranteedRenewalYears}年。保证续保期间内，我们不会因被保险人健康状况变化或历史理赔情况拒绝续保，续保保险费按续保时年龄对应的费率计算。`
    : `本合同为不保证续保合同。保险期间届满，经我们审核同意后您可以申请续保，续保保险费按续保时年龄对应的费率计算，最高续保至${d.renewalMaxAge}周岁。`;
}

const renewalShort = (d: RenewableDesign) =>
  d.guaranteedRenewalYears > 0
    ? `${d.guaranteedRenewalYears}年保证续保`
    : `一年期，不保证续保，经审核可续保至${d.renewalMaxAge}周岁`;

const frequencyText = (d: RenewableDesign) => (d.frequencies?.includes('monthly') ? '年交、月交' : '年交');

export function describeMedical(d: MedicalDesign, core: ActuarialCore, company: string): Description {
  const limit = Math.max(...d.plans.map((p) => p.amount));
  const differs = d.reimbursementWithSocial !== d.reimbursementWithoutSocial;
  return {
    benefits: {
      deductible: d.deductible,
      reimbursementWithSocial: d.reimbursementWithSocial,
      reimbursementWithoutSocial: d.reimbursementWithoutSocial,
      annualLimit: limit,
      renewal: renewalShort(d),
      guaranteedRenewalYears: d.guaranteedRenewalYears,
    },
    highlights: [
      `年度保额最高${formatYuan(limit)}`,
      d.deductible === 0
        ? '0免赔额，住院医疗费用从第一元起报销'
        : `年免赔额${formatYuan(d.deductible)}，社保报销部分不可抵扣`,
      differs
        ? `以社保身份就医结算报销${pct(d.reimbursementWithSocial)}%，未以社保身份结算报销${pct(d.reimbursementWithoutSocial)}%`
        : `报销比例${pct(d.reimbursementWithSocial)}%`,
      renewalShort(d),
      ...d.extras,
      ...(d.highlights ?? []),
    ],
    exclusions: MEDICAL_EXCLUSIONS,
    tags: [
      '医疗险',
      ...(d.guaranteedRenewalYears > 0 ? ['保证续保'] : []),
      ...(d.deductible === 0 ? ['0免赔'] : []),
      ...(d.curve === 'chronic' ? ['带病可投'] : []),
      ...(d.minAge >= 45 ? ['中老年'] : []),
      ...(d.maxAge <= 17 ? ['少儿'] : []),
      ...(d.tags ?? []),
    ],
    clauseValues: {
      ...commonClauseValues(d, company, core.coverageTerms, frequencyText(d)),
      deductible: amountText(d.deductible),
      reimbursementRateWithSocial: pct(d.reimbursementWithSocial),
      reimbursementRateWithoutSocial: pct(d.reimbursementWithoutSocial),
      renewalText: renewalText(d),
      annualLimit: planAmounts(d.plans.map((p) => p.amount)),
    },
    clauseConditions: { socialInsurance: differs },
    faq: [
      {
        question: `${d.name}的免赔额和报销比例是多少？`,
        answer: `年免赔额${formatYuan(d.deductible)}，${differs ? `以社保身份就医结算的报销${pct(d.reimbursementWithSocial)}%，有社保但未以社保身份结算的报销${pct(d.reimbursementWithoutSocial)}%` : `报销比例${pct(d.reimbursementWithSocial)}%`}。社保已报销的部分不能用来抵扣免赔额。`,
      },
      {
        question: `${d.name}能保证续保吗？`,
        answer:
          d.guaranteedRenewalYears > 0
            ? `能。保证续保期间为${d.guaranteedRenewalYears}年，期间内不会因身体状况变化或理赔拒绝续保；续保保费按续保时年龄计算，费率可能统一调整。`
            : `不能保证。本产品保险期间1年，到期后须经审核才能续保，最高续保至${d.renewalMaxAge}周岁；如果看重长期稳定，可以考虑保证续保的长期医疗险。`,
      },
      {
        question: `没有社保可以买${d.name}吗？`,
        answer: `可以。投保时选择“无社保”，保费约为有社保的${d.noSocialLoading}倍；发生医疗费用后按合同约定比例报销。`,
      },
    ],
  };
}

export function describeAccident(d: AccidentDesign, core: ActuarialCore, company: string): Description {
  const death = Math.max(...d.plans.map((p) => p.accidentalDeath));
  const medical = Math.max(...d.plans.map((p) => p.medical));
  const without = d.medicalReimbursementWithoutSocial;
  return {
    benefits: {
      accidentalDeath: death,
      accidentMedicalLimit: medical,
      deductible: d.medicalDeductible,
      reimbursementWithSocial: d.medicalReimbursement,
      ...(without === undefined ? {} : { reimbursementWithoutSocial: without }),
      renewal: renewalShort(d),
      guaranteedRenewalYears: d.guaranteedRenewalYears,
    },
    highlights: [
      `意外身故/伤残最高${formatYuan(death)}，伤残按评定标准比例给付`,
      `意外医疗最高${formatYuan(medical)}，免赔额${formatYuan(d.medicalDeductible)}，报销${pct(d.medicalReimbursement)}%`,
      ...(d.maxOccupationClass > 1 ? [`${d.maxOccupationClass}类及以下职业可投保`] : []),
      ...d.extras,
      ...(d.highlights ?? []),
    ],
    exclusions: ACCIDENT_EXCLUSIONS,
    tags: [
      '意外险',
      ...(d.maxOccupationClass >= 4 ? ['高风险职业可投'] : []),
      ...(d.maxAge <= 17 ? ['少儿'] : []),
      ...(d.minAge >= 50 ? ['老年'] : []),
      ...(d.tags ?? []),
    ],
    clauseValues: {
      ...commonClauseValues(d, company, core.coverageTerms, frequencyText(d)),
      deductible: amountText(d.medicalDeductible),
      reimbursementRateWithSocial: pct(d.medicalReimbursement),
      reimbursementRateWithoutSocial: pct(without ?? d.medicalReimbursement),
      renewalText: renewalText(d),
      accidentalDeathAmountText: '基本保险金额',
      accidentMedicalLimit: planAmounts(d.plans.map((p) => p.medical)),
    },
    clauseConditions: { socialInsurance: without !== undefined },
    faq: [
      d.maxOccupationClass > 1
        ? {
            question: `${d.name}对职业有什么要求？`,
            answer: `${d.maxOccupationClass}类及以下职业可以投保。${d.maxOccupationClass > 3 ? '4类及以上职业保费按职业类别上浮。' : '4类及以上职业（如建筑工人、货车司机）不能投保。'}投保后职业变更的，应及时告知保险公司。`,
          }
        : {
            question: `孩子在学校、家里或路上受伤，${d.name}都能赔吗？`,
            answer: `能。意外伤害不限场所，校园、居家、出行中的意外都在保障范围内；身故或伤残按所选计划的保额给付（最高${formatYuan(death)}，未成年人身故保额受监管限额约束），门急诊和住院的意外医疗费用按约定比例报销。`,
          },
      {
        question: `${d.name}的意外医疗怎么报销？`,
        answer: `因意外伤害在医院门诊或住院治疗的合理医疗费用，扣除其他途径已获补偿和${formatYuan(d.medicalDeductible)}免赔额后，按${pct(d.medicalReimbursement)}%报销，累计以所选计划的意外医疗额度（${listText([...new Set(d.plans.map((p) => formatYuan(p.medical)))])}）为限。`,
      },
    ],
  };
}
