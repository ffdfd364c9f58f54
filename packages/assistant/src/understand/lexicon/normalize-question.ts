import { COLLOQUIAL_FORMS } from './colloquial.js';
import { TRADITIONAL_TO_SIMPLIFIED } from './traditional.js';
import { TYPO_FIXES } from './typos.js';

const TRADITIONAL: ReadonlyMap<string, string> = (() => {
  const chars = Array.from(TRADITIONAL_TO_SIMPLIFIED);
  const map = new Map<string, string>();
  chars.forEach((traditional, i) => {
    const simplified = chars[i + 1];
    if (i % 2 === 0 && simplified !== undefined) map.set(traditional, simplified);
  });
  return map;
})();

/** Longest wrong form first, so '现金价植' is fixed whole before any shorter form inside it. */
const TYPOS = [...TYPO_FIXES].sort((a, b) => b[0].length - a[0].length);
const COLLOQUIAL = [...COLLOQUIAL_FORMS].sort((a, b) => b[0].length - a[0].length);

/**
 * English agents mix into Chinese questions ('client 40 yo female，CI推荐一下'), as the Chinese the
 * patterns read. Word-bounded, so product or company names in Latin letters are left alone.
 */
const ENGLISH: readonly (readonly [RegExp, string])[] = [
  [/(\d{1,3})\s*(?:yo|y\/o|yrs?\s*old|years?\s*old|years?)\b/gi, '$1岁'],
  [/\bfemale\b/gi, '女'],
  [/\bmale\b/gi, '男'],
  [/\b(?:client|customer)\b/gi, '客户'],
  [/\bpremium\b/gi, '保费'],
  [/\bcommission\b/gi, '佣金'],
  [/\bbudget\b/gi, '预算'],
  [/\brecommend(?:ation)?s?\b/gi, '推荐'],
  [/\bwaiting\s+period\b/gi, '等待期'],
  [/\b(?:hesitation|cooling[- ]off)\s+period\b/gi, '犹豫期'],
  [/\bgrace\s+period\b/gi, '宽限期'],
  [/\bcash\s+value\b/gi, '现金价值'],
  [/\bsum\s+(?:insured|assured)\b/gi, '保额'],
  [/\bcritical\s+illness\b/gi, '重疾'],
  [/\bmedical\s+insurance\b/gi, '医疗险'],
  [/\bterm\s+life\b/gi, '定寿'],
  [/\bhow\s+much\b/gi, '多少钱'],
];

/**
 * A question as the reader should see it: traditional characters as simplified, the insurance terms
 * agents mistype with pinyin input fixed ('犹预期' → '犹豫期'), spoken forms written out ('咋办' →
 * '怎么办'), and everyday English turned into the
 * Chinese words the patterns know. Only forms that are never right are replaced (see the lexicon
 * files), so a correctly written question comes out unchanged.
 */
export function normalizeQuestion(text: string): string {
  let out = '';
  for (const ch of text) out += TRADITIONAL.get(ch) ?? ch;
  for (const [wrong, right] of TYPOS) if (out.includes(wrong)) out = out.split(wrong).join(right);
  for (const [spoken, written] of COLLOQUIAL) if (out.includes(spoken)) out = out.split(spoken).join(written);
  for (const [pattern, replacement] of ENGLISH) out = out.replace(pattern, replacement);
  return out;
}
