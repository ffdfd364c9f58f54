import type { ProductType } from '@broker/contract';
import { scanWords } from './dictionary-scan.js';
import { TYPE_WORDS } from './lexicon/everyday-types.js';

/** How agents name the catalogue's product types; null marks a phrase that names none. */
export const PRODUCT_TYPE_WORDS = new Map<string, ProductType | null>([
  ['重疾', 'critical_illness'],
  ['重大疾病', 'critical_illness'],
  ['大病', 'critical_illness'],
  ['医疗', 'medical'],
  ['百万医疗', 'medical'],
  ['住院', 'medical'],
  ['报销型', 'medical'],
  ['定期寿险', 'term_life'],
  ['定期寿', 'term_life'],
  ['定寿', 'term_life'],
  ['终身寿', 'whole_life'],
  ['增额终身寿', 'increasing_whole_life'],
  ['增额寿', 'increasing_whole_life'],
  ['增额', 'increasing_whole_life'],
  ['年金', 'annuity'],
  ['养老金', 'annuity'],
  ['教育金', 'annuity'],
  ['意外', 'accident'],
  // Accident cover's own medical benefit, not a medical product.
  ['意外医疗', 'accident'],
  ['大病医保', null],
  ['医疗保险卡', null],
]);

/**
 * Everything the lexicon's everyday type words add ('防癌险', '学平险', '惠民保', '房贷险'), under the
 * words above. '个人养老金' is the state's pension account scheme, not an annuity product.
 */
const NOT_A_PRODUCT_TYPE = new Set(['个人养老金']);
const ALL_TYPE_WORDS = new Map<string, ProductType | null>([
  ...TYPE_WORDS.map(({ word, type }) => [word, NOT_A_PRODUCT_TYPE.has(word) ? null : type] as const),
  ...PRODUCT_TYPE_WORDS,
]);

/** Product types mentioned, first mention first, each once. */
export function extractProductTypes(text: string): ProductType[] {
  const types: ProductType[] = [];
  for (const { value } of scanWords(text, ALL_TYPE_WORDS)) {
    if (value !== null && !types.includes(value)) types.push(value);
  }
  return types;
}
