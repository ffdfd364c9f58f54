// The vocabulary of pre-underwriting (issue 15, docs/decisions/024): the conditions found in a report,
// their bands (the rule table's keys), the product kinds the rules are written for and the verdicts.

import { UNDERWRITING_KIND_LABELS, type ConditionCode, type Verdict } from '@broker/contract';

export { CONDITION_CODES, UNDERWRITING_KINDS, VERDICTS } from '@broker/contract';
export type { ConditionCode, UnderwritingKind, Verdict } from '@broker/contract';

export const CONDITION_LABELS: Record<ConditionCode, string> = {
  thyroid_nodule: '甲状腺结节',
  breast_nodule: '乳腺结节',
  lung_nodule: '肺结节',
  hepatitis_b: '乙肝',
  blood_pressure: '血压',
  glucose: '血糖',
  bmi: 'BMI',
  lipids: '血脂',
  uric_acid: '尿酸',
  ecg: '心电图异常',
  cancer_history: '恶性肿瘤病史',
  pregnancy: '妊娠',
};

/** Each condition's bands, mildest first; the rule table has a row per product kind × condition × band. */
export const CONDITION_BANDS = {
  thyroid_nodule: ['tirads_1_3', 'tirads_4a', 'tirads_4bc', 'tirads_5', 'ungraded'],
  breast_nodule: ['birads_1_3', 'birads_4a', 'birads_4bc', 'birads_5', 'ungraded'],
  lung_nodule: ['lt_6mm', '6_8mm', '8_15mm', 'ge_15mm', 'unsized'],
  hepatitis_b: ['xiao_sanyang', 'da_sanyang', 'dna_high', 'liver_abnormal'],
  blood_pressure: ['normal', 'grade_1', 'grade_2', 'grade_3', 'history'],
  glucose: ['normal', 'impaired', 'diabetes', 'diabetes_poor'],
  bmi: ['underweight', 'normal', 'overweight', 'obese', 'obese_severe'],
  lipids: ['normal', 'high', 'very_high'],
  uric_acid: ['normal', 'high', 'very_high', 'gout'],
  ecg: ['minor', 'st_t', 'major'],
  cancer_history: ['in_situ', 'malignant'],
  pregnancy: ['lt_28w', 'ge_28w', 'unspecified'],
} as const satisfies Record<ConditionCode, readonly string[]>;
export type ConditionBand<C extends ConditionCode = ConditionCode> = (typeof CONDITION_BANDS)[C][number];

export const BAND_LABELS: Record<string, string> = {
  tirads_1_3: 'TI-RADS 1–3类',
  tirads_4a: 'TI-RADS 4a类',
  tirads_4bc: 'TI-RADS 4b/4c类',
  tirads_5: 'TI-RADS 5类及以上',
  birads_1_3: 'BI-RADS 1–3类',
  birads_4a: 'BI-RADS 4a类',
  birads_4bc: 'BI-RADS 4b/4c类',
  birads_5: 'BI-RADS 5类及以上',
  ungraded: '未注明分级',
  lt_6mm: '小于6 mm',
  '6_8mm': '6–8 mm',
  '8_15mm': '8–15 mm',
  ge_15mm: '15 mm及以上',
  unsized: '未注明大小',
  xiao_sanyang: '小三阳/携带，肝功能正常',
  da_sanyang: '大三阳，肝功能正常',
  dna_high: 'HBV-DNA升高',
  liver_abnormal: '肝功能异常',
  normal: '正常范围',
  grade_1: '1级（140–159/90–99 mmHg）',
  grade_2: '2级（160–179/100–109 mmHg）',
  grade_3: '3级（≥180/110 mmHg）',
  history: '有病史，未见数值',
  impaired: '空腹血糖受损/糖耐量异常',
  diabetes: '糖尿病范围',
  diabetes_poor: '糖尿病，控制欠佳',
  underweight: '偏瘦（<18.5）',
  overweight: '超重（24–27.9）',
  obese: '肥胖（28–31.9）',
  obese_severe: '重度肥胖（≥32）',
  high: '升高',
  very_high: '明显升高',
  gout: '痛风',
  minor: '轻微改变',
  st_t: 'ST-T改变/频发早搏',
  major: '严重心律失常或心肌缺血/梗死表现',
  in_situ: '原位癌',
  malignant: '恶性肿瘤',
  lt_28w: '孕28周前',
  ge_28w: '孕28周及以后',
  unspecified: '孕周未注明',
};

export const KIND_LABELS = UNDERWRITING_KIND_LABELS;

export const VERDICT_LABELS: Record<Verdict, string> = {
  standard: '标准体',
  exclusion: '除外承保',
  loading: '加费承保',
  manual: '转人工核保',
  postpone: '延期',
  decline: '拒保',
};

/** One condition found in a report (or typed by the agent), with the sentence it was found in. */
export interface FoundCondition {
  code: ConditionCode;
  band: ConditionBand;
  /** A one-line Chinese summary with the values, e.g. '甲状腺结节 TI-RADS 3类，最大径12 mm'. */
  summary: string;
  values: Record<string, number | string>;
  /** The report's sentences it was read from (trimmed). */
  sources: string[];
}
