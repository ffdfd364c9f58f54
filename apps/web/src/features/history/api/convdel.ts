import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@broker/contract';
import { http } from '../../../lib/http';
import { historyKeys } from './query-keys';

/** GET /v1/convdel/{category}/{id} (spec §7 uses GET): soft-deletes one of the agent's conversations. */
export function deleteConversation(category: Category, conversationId: string): Promise<{ ok: true }> {
  return http.get<{ ok: true }>(`/v1/convdel/${category}/${encodeURIComponent(conversationId)}`);
}

/**
 * Delete after the UI's confirm (MESSAGES.confirmDelete). Refreshes the history lists. If the deleted
 * conversation is the chat's open one, the caller starts a new one (the drawer does).
 */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, conversationId }: { category: Category; conversationId: string }) =>
      deleteConversation(category, conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.convlists }),
  });
}
