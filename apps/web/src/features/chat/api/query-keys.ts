import type { Category } from '@broker/contract';

/** React Query keys of the chat feature (the lib/query-keys.ts pattern, kept beside its endpoints). */
export const chatKeys = {
  all: ['chat'] as const,
  convhistory: (category: Category, conversationId: string) =>
    ['chat', 'convhistory', category, conversationId] as const,
  hints: (category: Category) => ['chat', 'hints', category] as const,
  defaultQuestions: ['chat', 'default-question'] as const,
  guessYouWant: (conversationId: string) => ['chat', 'guess-you-want', conversationId] as const,
};
