import type { ProductType } from '@broker/contract';
import { scanWords } from './dictionary-scan.js';

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

/** Product types mentioned, first mention first, each once. */
export function extractProductTypes(text: string): ProductType[] {
  const types: ProductType[] = [];
  for (const { value } of scanWords(text, PRODUCT_TYPE_WORDS)) {
    if (value !== null && !types.includes(value)) types.push(value);
  }
  return types;
}
