import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@broker/contract';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/client-config (public). Quiet on failure: the app keeps its built-in defaults. */
export function fetchClientConfig(): Promise<ClientConfig> {
  return http.get<ClientConfig>('/v1/client-config', { withToken: false, showErrorToast: false });
}

export const clientConfigQuery = queryOptions({
  queryKey: queryKeys.clientConfig,
  queryFn: fetchClientConfig,
  // Deployment settings; they do not change while the page is open.
  staleTime: Infinity,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
