import type { ProductType } from '@broker/contract';

/**
 * '寿险' on its own (not 定期寿险 / 终身寿险 / 增额寿, which name their type): cover paid on death, which
 * the catalogue sells as two types. An agent asking '30岁男买寿险推荐哪款' wants those two, not every
 * product on sale.
 */
const LIFE_COVER_WORD = /(?<!定期|终身|增额|定|额)寿险|人寿保险|身故险|死亡险/;
export const LIFE_COVER_TYPES: readonly ProductType[] = ['term_life', 'whole_life'];

/** Acts that list or price products of a type, where a type-less '寿险' would otherwise list everything. */
const LISTING_ACTS = new Set(['selection', 'price_by_type', 'catalogue_list']);

/** Whether a text says '寿险' on its own ('重疾险、寿险'), not as part of 定期寿险 / 增额终身寿险. */
export const namesLifeCover = (text: string): boolean => LIFE_COVER_WORD.test(text);

/** Whether a question asks for life cover without naming which kind, in an act that lists products. */
export function asksLifeCover(norm: string, namedTypes: readonly ProductType[], intent: string): boolean {
  return namedTypes.length === 0 && LISTING_ACTS.has(intent) && namesLifeCover(norm);
}
