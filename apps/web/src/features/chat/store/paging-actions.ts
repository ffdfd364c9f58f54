import { isLocalId } from '../lib/messages';
import type { ChatSliceContext, PagingActions } from './types';

/** Spec §3 product pagination of an answer's list (converse_products). */
export function createPagingActions({ get, deps }: ChatSliceContext): PagingActions {
  return {
    /** Next page of an answer's product list, appended; `prodPagination.loading` while it loads. */
    async loadMoreProducts(messageId) {
      const message = get().messages.find((m) => m.id === messageId);
      const pages = message?.prodPagination;
      if (!message || !pages || pages.loading || pages.currPage >= pages.totalPages || isLocalId(messageId))
        return false;
      const setLoading = (loading: boolean) =>
        get().internal_patchMessage(messageId, (m) =>
          m.prodPagination ? { ...m, prodPagination: { ...m.prodPagination, loading } } : m,
        );
      setLoading(true);
      try {
        const page = await deps.fetchConverseProducts({
          conversationId: message.conversationId || get().conversationId,
          assistantMessageId: messageId,
          currPage: pages.currPage + 1,
        });
        get().internal_patchMessage(messageId, (m) => ({
          ...m,
          result: [...m.result, ...page.result],
          prodPagination: { ...page.prodcut_pages, loading: false },
        }));
        return true;
      } catch {
        setLoading(false);
        return false;
      }
    },
  };
}
