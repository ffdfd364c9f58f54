import type { Category } from '@broker/contract';

export const HISTORY_LIST_PATH = '/convMessageCheckList';
export const HISTORY_DETAIL_PATH = '/convMessageCheck';

/** /convMessageCheckList on a category's tab. */
export const historyListPath = (category?: Category): string =>
  category ? `${HISTORY_LIST_PATH}?${new URLSearchParams({ category })}` : HISTORY_LIST_PATH;

/** /convMessageCheck for one conversation (a link that may outlive the conversation). */
export const historyDetailPath = (category: Category, conversationId: string): string =>
  `${HISTORY_DETAIL_PATH}?${new URLSearchParams({ category, conversationId })}`;
