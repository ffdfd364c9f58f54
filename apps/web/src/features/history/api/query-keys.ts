import type { Category } from '@broker/contract';

/** React Query keys of the conversation lists (the lib/query-keys.ts pattern, kept beside its endpoints). */
export const historyKeys = {
  convlists: ['history', 'convlist'] as const,
  convlist: (category: Category, channelType = '') => ['history', 'convlist', category, channelType] as const,
};
