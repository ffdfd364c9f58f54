/** React Query keys shared across features (e.g. a settings change refreshes the user info). */
export const queryKeys = {
  clientConfig: ['client-config'] as const,
  userInfo: ['userinfo'] as const,
  agreement: (id: string) => ['agreement', id] as const,
};
