import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { useKeepAliveStore } from '../../stores/keep-alive/keep-alive-store';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';

// Everything cached for an agent goes when the agent changes; the deployment's client config stays.
function removeAgentQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.clientConfig[0] });
}

/** Signs in with a session token (sign-in form, host-app SSO, native bridge or the stored one). */
export function startSession(queryClient: QueryClient, token: string): void {
  const changed = useUserStore.getState().token !== token;
  useUserStore.getState().setToken(token);
  if (changed) removeAgentQueries(queryClient);
}

/** Signs out locally: token, the agent's cached data, chat state and the kept-alive pages. */
export function endSession(queryClient: QueryClient): void {
  useUserStore.getState().clearSession();
  useMainStore.getState().reset();
  useKeepAliveStore.getState().reset();
  removeAgentQueries(queryClient);
}
