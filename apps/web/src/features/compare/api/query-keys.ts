/** React Query keys of the comparison screens. */
export const compareKeys = {
  all: ['compare'] as const,
  factors: (codes: readonly string[]) => ['compare', 'factors', codes] as const,
  result: (request: object) => ['compare', 'result', request] as const,
  saved: (id: string) => ['compare', 'saved', id] as const,
  history: ['compare', 'history'] as const,
};
