import type { Category } from '@broker/contract';

/**
 * The categories an agent's conversations start in, in the order the history screen offers them:
 * the default chat first, then the home screen's category entries.
 */
export const HISTORY_CATEGORIES: readonly Category[] = [
  'General',
  'MyBA_Selection',
  'MyBA_Query',
  'MyBA_Compare',
  'FAQ',
  'MyBA_Ask',
];

export const isHistoryCategory = (value: string | null | undefined): value is Category =>
  HISTORY_CATEGORIES.includes(value as Category);
