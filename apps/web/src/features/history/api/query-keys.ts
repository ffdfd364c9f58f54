import type { Category } from '@broker/contract';

/** React Query keys of the conversation lists (the lib/query-keys.ts pattern, kept beside its endpoints). */
export const historyKeys = {
  convlists: ['history', 'convlist'] as const,
  /** `productCode`: the product assistant's list of that product (decision 048). */
  convlist: (category: Category, productCode = '') => ['history', 'convlist', category, productCode] as const,
};
