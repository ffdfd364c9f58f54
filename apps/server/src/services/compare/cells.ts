import type { ProductBenefits } from '@broker/contract';

/** How a comparison prints numbers: the way agents read them on a policy illustration. */
const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const money = (yuan: number): string => `${MONEY.format(yuan)}元`;

/** 500000 → '50万元'; amounts that are not whole thousands print in yuan. */
export const amount = (yuan: number): string =>
  yuan >= 10_000 && yuan % 1000 === 0 ? `${yuan / 10_000}万元` : `${MONEY.format(yuan)}元`;

const percent = (ratio: number): string => `${Math.round(ratio * 10_000) / 100}%`;
const count = (unit: string) => (n: number) => `${n}${unit}`;
const yesNo = (v: boolean) => (v ? '有' : '无');

type BenefitFormat = { label: string; format: (value: never) => string };

/** The benefits rows, in the order the cover section lists them; labels as the catalogue's tables name them. */
export const BENEFIT_ROWS: Readonly<Record<keyof ProductBenefits, BenefitFormat>> = {
  severeCount: { label: '重疾种数', format: count('种') },
  severePayout: { label: '重疾赔付比例', format: percent },
  moderateCount: { label: '中症种数', format: count('种') },
  moderatePayout: { label: '中症赔付比例', format: percent },
  moderateTimes: { label: '中症赔付次数', format: count('次') },
  mildCount: { label: '轻症种数', format: count('种') },
  mildPayout: { label: '轻症赔付比例', format: percent },
  mildTimes: { label: '轻症赔付次数', format: count('次') },
  waiver: { label: '豁免保费', format: yesNo },
  deathBenefit: { label: '身故责任', format: (v: string) => v },
  deductible: { label: '免赔额', format: amount },
  reimbursementWithSocial: { label: '有社保报销比例', format: percent },
  reimbursementWithoutSocial: { label: '无社保报销比例', format: percent },
  annualLimit: { label: '年度限额', format: amount },
  renewal: { label: '续保条件', format: (v: string) => v },
  guaranteedRenewalYears: { label: '保证续保年数', format: count('年') },
  declaredGrowthRate: { label: '保额年增长率', format: percent },
  payoutStartAge: { label: '领取起始年龄', format: count('周岁') },
  annuityRate: { label: '年金领取比例', format: percent },
  accidentalDeath: { label: '意外身故保额', format: amount },
  accidentMedicalLimit: { label: '意外医疗限额', format: amount },
  policyLoanRatio: { label: '保单贷款比例', format: percent },
};

/** What a cell shows when the product has no such parameter or could not be computed. */
export const NONE = '—';
