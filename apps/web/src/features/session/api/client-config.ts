import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchClientConfig } from '../../../lib/http/client-config';
import { queryKeys } from '../../../lib/query-keys';

export const clientConfigQuery = queryOptions({
  queryKey: queryKeys.clientConfig,
  queryFn: fetchClientConfig,
  // Deployment settings; they do not change while the page is open.
  staleTime: Infinity,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
