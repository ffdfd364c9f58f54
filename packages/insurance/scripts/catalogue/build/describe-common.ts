// What a product says about itself in words: key benefits, highlights, exclusions, tags and the values
// its clause template is filled with. Each type module builds one Description from the design.
import type { FaqPair, ProductBenefits } from '@broker/contract';
import { coverageTermLabel, paymentTermLabel } from '../../../src/index.js';
import type { CommonDesign } from '../designs/types.js';

export interface Description {
  readonly benefits: ProductBenefits;
  readonly highlights: string[];
  readonly exclusions: string[];
  readonly tags: string[];
  /** Placeholder values for the clause template (README of clause-templates). */
  readonly clauseValues: Record<string, string | number>;
  /** Optional blocks of the clause template that apply. */
  readonly clauseConditions: Record<string, boolean>;
  /** FAQ pairs specific to the type, on top of the common ones. */
  readonly faq: FaqPair[];
}

export const pct = (share: number) => Math.round(share * 1000) / 10;

export const minAgeText = (d: CommonDesign) => d.minAgeText ?? `${d.minAge}周岁`;

export const listText = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}或${items.at(-1) ?? ''}`;

export const coverageText = (covers: readonly string[]) => covers.map(coverageTermLabel).join('、');

export const paymentTermsText = (pays: readonly string[]) => pays.map(paymentTermLabel).join('、');

/** 7号 §2 as the clauses state it. */
export const DEATH_BENEFIT_FLOOR_TEXT =
  '身故时已交保险费×对应比例（18至40周岁160%、41至60周岁140%、61周岁及以上120%）';

export const LIFE_EXCLUSIONS = [
  '投保人对被保险人的故意杀害、故意伤害',
  '被保险人故意犯罪或抗拒依法采取的刑事强制措施',
  '合同成立或复效之日起2年内自杀（无民事行为能力人除外）',
  '被保险人服用、吸食或注射毒品',
  '酒后驾驶、无合法有效驾驶证驾驶或驾驶无有效行驶证的机动车',
  '战争、军事冲突、暴乱、武装叛乱，核爆炸、核辐射或核污染',
];

export const CI_EXCLUSIONS = [
  '投保前已患的疾病及等待期内确诊或出现症状的疾病',
  '投保人对被保险人的故意杀害、故意伤害，被保险人故意自伤、故意犯罪',
  '被保险人服用、吸食或注射毒品，酒后驾驶、无证驾驶',
  '感染艾滋病病毒或患艾滋病（条款另有约定的除外）',
  '遗传性疾病、先天性畸形、变形或染色体异常（条款另有约定的除外）',
  '战争、军事冲突、暴乱、武装叛乱，核爆炸、核辐射或核污染',
];

export const MEDICAL_EXCLUSIONS = [
  '投保前已患有的既往症，及等待期内确诊或出现症状的疾病',
  '牙科治疗、视力矫正、美容整形、健康体检、疗养及康复治疗',
  '不孕不育治疗、怀孕、分娩、流产及其并发症（意外所致除外）',
  '精神和行为障碍、遗传性疾病、先天性畸形',
  '故意自伤、故意犯罪，吸毒、酒驾、无证驾驶',
  '战争、军事冲突、暴乱、武装叛乱，核爆炸、核辐射或核污染',
];

export const ACCIDENT_EXCLUSIONS = [
  '疾病（含猝死，另有约定的除外）、妊娠、流产、分娩导致的身故或伤残',
  '潜水、跳伞、攀岩、探险、武术比赛、特技表演等高风险活动',
  '酒后驾驶、无合法有效驾驶证驾驶或驾驶无有效行驶证的机动车',
  '故意自伤、故意犯罪或抗拒依法采取的刑事强制措施',
  '服用、吸食或注射毒品，醉酒',
  '战争、军事冲突、暴乱、武装叛乱，核爆炸、核辐射或核污染',
];

/** The placeholders every template uses. */
export function commonClauseValues(
  d: CommonDesign,
  companyName: string,
  covers: readonly string[],
  payText: string,
): Record<string, string | number> {
  return {
    productName: d.name,
    companyName,
    minAgeText: minAgeText(d),
    maxAge: d.maxAge,
    coverageText: coverageText(covers),
    paymentTermsText: payText,
    waitingPeriodDays: d.waitingPeriodDays,
    hesitationPeriodDays: d.hesitationPeriodDays ?? 15,
    gracePeriodDays: d.gracePeriodDays ?? 60,
  };
}
