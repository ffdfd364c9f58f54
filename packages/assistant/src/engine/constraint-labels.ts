/**
 * How a stated constraint reads in the query-content line ('已理解：… · 只保住院'). A tag without a
 * label here is still applied where the catalogue can check it; it is just not echoed.
 */
export const CONSTRAINT_LABELS: Readonly<Record<string, string>> = {
  inpatient_only: '只保住院',
  outpatient: '含门诊',
  cancer_only: '只保癌症',
  cancer_heart_only: '只保癌症和心脑血管',
  mild_cover: '含轻症',
  moderate_cover: '含中症',
  with_death_benefit: '含身故责任',
  without_death_benefit: '不含身故责任',
  multiple_payout: '多次赔付',
  premium_waiver: '含保费豁免',
  no_waiting: '无等待期',
  short_waiting: '等待期短',
  guaranteed_renewal: '保证续保',
  no_medical_exam: '免体检',
  special_drugs: '含特药',
  proton_therapy: '含质子重离子',
  monthly_payout: '按月领取',
  cancer_repeat_payout: '癌症多次赔',
  lenient_underwriting: '健康告知宽松',
  social_insurance_no: '无社保',
  social_insurance_yes: '有社保',
  cover_whole_life: '保终身',
  single_premium: '趸交',
  monthly_payment: '月交',
  cheaper: '保费更低',
  better_cover: '保障优先',
  higher_sum_insured: '高保额',
  return_of_premium: '返还型',
  no_return_of_premium: '不要返还',
  consumption: '消费型',
  smoker: '吸烟',
  non_smoker: '不吸烟',
};

/** Constraint tags as the answer names them: '「按月领取」「含门诊」'. */
export const constraintText = (tags: readonly string[]): string =>
  tags.map((t) => `「${CONSTRAINT_LABELS[t] ?? t}」`).join('');
