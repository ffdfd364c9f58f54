import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Category, type ConversationListItem } from '@broker/contract';
import { ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { confirmDialog, toast } from '../../../lib/feedback';
import { errorText } from '../../../lib/http';
import { historyText } from '../../../locales/zh-CN/history';
import { useDeleteConversation } from '../api/convdel';
import { useConversationList } from '../api/convlist';
import { historyKeys } from '../api/query-keys';
import { formatItemTime, groupByDay } from '../lib/group-by-day';
import { useLoadMoreTrigger } from '../lib/use-load-more-trigger';
import './conversation-history.css';

interface ConversationHistoryProps {
  category: Category;
  /** The product assistant's product (decision 048): its conversations, of every category. */
  productCode?: string;
  /** Heading of the section (the drawer names it; the history page's header already does). */
  title?: string;
  /** Shown beside the edit toggle, e.g. the drawer's link to every category. */
  headerExtra?: ReactNode;
  /** The conversation open in the chat, marked in the list. */
  activeId?: string;
  onOpen(item: ConversationListItem): void;
  onDeleted?(item: ConversationListItem): void;
  /** Under the empty-state text, e.g. a 开启新对话 button. */
  emptyAction?: ReactNode;
}

/**
 * Spec §2 conversation history: newest activity first, grouped by day, an edit/done toggle that shows
 * per-item delete (confirm '是否删除该条记录'), the next page when fewer than 15 remain ahead, and
 * '没有更多了' at the end.
 */
export function ConversationHistory({
  category,
  productCode = '',
  title,
  headerExtra,
  activeId,
  onOpen,
  onDeleted,
  emptyAction,
}: ConversationHistoryProps) {
  const list = useConversationList(category, productCode);
  const queryClient = useQueryClient();
  // Each time the list is shown (the drawer opens, a kept-alive page returns): conversations asked in
  // since the last load move to the top. Not when the first load is still running.
  useEffect(() => {
    const key = historyKeys.convlist(category, productCode);
    const state = queryClient.getQueryState(key);
    if (state?.status === 'success' && state.fetchStatus === 'idle')
      void queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient, category, productCode]);
  const remove = useDeleteConversation();
  const [editing, setEditing] = useState(false);
  // Deleted items leave at once, before the refetched pages arrive.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

  const items = useMemo(() => {
    const seen = new Set<string>(removed);
    const result: ConversationListItem[] = [];
    // A conversation active between two page loads can appear on both pages: keep its first place.
    for (const item of list.data?.pages.flatMap((page) => page.list) ?? []) {
      if (seen.has(item.conversationId)) continue;
      seen.add(item.conversationId);
      result.push(item);
    }
    return result;
  }, [list.data, removed]);

  const trigger = useLoadMoreTrigger({
    total: items.length,
    hasMore: Boolean(list.hasNextPage),
    loading: list.isFetching || list.isFetchNextPageError,
    loadMore: () => void list.fetchNextPage(),
  });

  const confirmDelete = (item: ConversationListItem) =>
    confirmDialog({
      content: MESSAGES.confirmDelete,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync({ category: item.category, conversationId: item.conversationId });
        setRemoved((prev) => new Set(prev).add(item.conversationId));
        toast.show(historyText.deleted);
        onDeleted?.(item);
      },
    });

  let body: ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = (
      <ErrorState
        title={historyText.loadFailed}
        message={errorText(list.error, '')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0 && !list.hasNextPage)
    body = (
      <div className="history__empty">
        <p className="history__empty-text">{historyText.empty}</p>
        {emptyAction}
      </div>
    );
  else {
    const now = new Date();
    let index = 0;
    body = (
      <>
        {groupByDay(items, now).map((group) => (
          <section key={group.key} className="history__group" aria-label={historyText.groups[group.key]}>
            <h3 className="history__group-title">{historyText.groups[group.key]}</h3>
            <ul className="history__list">
              {group.items.map((item) => {
                const position = index++;
                const itemTitle = item.message.trim() || historyText.untitled;
                const active = item.conversationId === activeId;
                return (
                  <li
                    key={item.conversationId}
                    ref={position === trigger.index ? trigger.ref : undefined}
                    className={active ? 'history__item history__item--active' : 'history__item'}
                  >
                    <button
                      type="button"
                      className="history__open"
                      aria-current={active ? 'true' : undefined}
                      onClick={() => onOpen(item)}
                    >
                      <span className="history__title">{itemTitle}</span>
                      {/* While editing, the title gets the time's room beside the delete button. */}
                      {!editing && (
                        <span className="history__time">
                          {formatItemTime(item.date, now, historyText.yesterday)}
                        </span>
                      )}
                    </button>
                    {editing && (
                      <button
                        type="button"
                        className="history__delete"
                        aria-label={historyText.deleteLabel(itemTitle)}
                        onClick={() => confirmDelete(item)}
                      >
                        {historyText.delete}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <HistoryFooter
          footerRef={items.length === 0 ? trigger.ref : undefined}
          state={list.isFetchNextPageError ? 'failed' : list.hasNextPage ? 'loading' : 'end'}
          onRetry={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  const canEdit = items.length > 0;
  return (
    <div className="history">
      {(title || headerExtra || canEdit) && (
        <div className="history__header">
          {title && <h2 className="history__heading">{title}</h2>}
          <div className="history__tools">
            {headerExtra}
            {canEdit && (
              <button
                type="button"
                className="history__toggle"
                aria-pressed={editing}
                onClick={() => setEditing((value) => !value)}
              >
                {editing ? historyText.done : historyText.edit}
              </button>
            )}
          </div>
        </div>
      )}
      {body}
    </div>
  );
}

function HistoryFooter({
  state,
  footerRef,
  onRetry,
}: {
  state: 'loading' | 'failed' | 'end';
  footerRef?: (element: HTMLElement | null) => void;
  onRetry(): void;
}) {
  if (state === 'failed')
    return (
      <button type="button" className="history__footer history__footer--retry" onClick={onRetry}>
        {historyText.loadMoreFailed}
      </button>
    );
  return (
    <p ref={footerRef} className="history__footer" role="status">
      {state === 'loading' ? historyText.loadingMore : historyText.noMore}
    </p>
  );
}
