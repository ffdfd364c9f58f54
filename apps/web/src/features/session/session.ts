import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { noteExpired, noteSignedOut } from './redirect';
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
  noteSignedOut(false);
  noteExpired(false);
  useUserStore.getState().setToken(token);
  if (changed) removeAgentQueries(queryClient);
}

/**
 * The session expired (a 401): the token and the agent's cached data go, but the chat and the kept-alive
 * pages stay, so the same agent signing in again finds the conversation — and the question that was
 * refused — where it was. Another agent signing in gets a clean slate (see `adoptChatFor`).
 */
export function expireSession(queryClient: QueryClient): void {
  noteExpired(true);
  useUserStore.getState().clearSession();
  removeAgentQueries(queryClient);
}

/** Called with the signed-in agent's work id: a chat left by someone else is cleared, never shown. */
export function adoptChatFor(workId: string): void {
  const { ownerWorkId } = useMainStore.getState();
  if (ownerWorkId === workId) return;
  if (ownerWorkId !== '') {
    useMainStore.getState().reset();
    useKeepAliveStore.getState().reset();
  }
  useMainStore.getState().setOwnerWorkId(workId);
}

/** Signs out locally: token, the agent's cached data, chat state and the kept-alive pages. */
export function endSession(queryClient: QueryClient): void {
  noteSignedOut(true);
  noteExpired(false);
  useUserStore.getState().clearSession();
  useMainStore.getState().reset();
  useKeepAliveStore.getState().reset();
  removeAgentQueries(queryClient);
}
