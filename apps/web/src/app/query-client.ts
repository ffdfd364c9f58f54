import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client toasts each failure; silent retries would repeat the toast. Screens offer 重试.
        retry: false,
        // Web views fire focus on every app switch; the data here does not go stale that fast.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
