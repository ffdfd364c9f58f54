import type { Category } from '@broker/contract';

/** The home screen's category entries (spec §1: selection, query, comparison, FAQ, asking). */
export const WELCOME_CATEGORIES: readonly Category[] = [
  'MyBA_Selection',
  'MyBA_Query',
  'MyBA_Compare',
  'FAQ',
  'MyBA_Ask',
];
