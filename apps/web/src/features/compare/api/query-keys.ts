/** React Query keys of the comparison screens. */
export const compareKeys = {
  all: ['compare'] as const,
  search: (filters: object) => ['compare', 'search', filters] as const,
  ageOptions: ['compare', 'age-options'] as const,
  companies: ['compare', 'companies'] as const,
  factors: (codes: readonly string[]) => ['compare', 'factors', codes] as const,
  result: (request: object) => ['compare', 'result', request] as const,
  saved: (id: string) => ['compare', 'saved', id] as const,
  history: ['compare', 'history'] as const,
  shared: (id: string, code: string) => ['compare', 'shared', id, code] as const,
};
