import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { compareKeys } from '../../features/compare/api/query-keys';
import { deleteComparison, useComparisonHistory } from '../../features/compare/api/saved-comparisons';
import { savedComparisonPath } from '../../features/compare/lib/compare-url';
import { confirmDialog } from '../../lib/feedback';
import { errorText } from '../../lib/http';
import { compareText } from '../../locales/zh-CN/compare';
import { routeTitles } from '../../locales/zh-CN/routes';
import './comparing-history-page.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** /comparingHistory: the agent's saved comparisons, newest first; reopen exactly as saved, or delete. */
export function ComparingHistoryPage() {
  const history = useComparisonHistory();
  const queryClient = useQueryClient();
  const remove = (id: string) =>
    confirmDialog({
      content: MESSAGES.confirmDelete,
      danger: true,
      onConfirm: async () => {
        await deleteComparison(id);
        await queryClient.invalidateQueries({ queryKey: compareKeys.history });
      },
    });
  let body;
  if (history.isPending) body = <LoadingState />;
  else if (history.isError)
    body = <ErrorState message={errorText(history.error, '')} onRetry={() => void history.refetch()} />;
  else {
    const items = history.data.pages.flatMap((p) => p.result);
    body =
      items.length === 0 ? (
        <div className="compare-history__empty">
          <EmptyState text={compareText.historyEmpty} />
          <Link className="compare-history__start" to="/prodSelectConfig">
            {routeTitles.prodSelectConfig}
          </Link>
        </div>
      ) : (
        <>
          <ul className="compare-history">
            {items.map((item) => (
              <li key={item.id} className="compare-history__item">
                <Link className="compare-history__link" to={savedComparisonPath(item.id)}>
                  <span className="compare-history__title">{item.title}</span>
                  <span className="compare-history__names">{item.productNames.join(' / ')}</span>
                  <span className="compare-history__meta">
                    {when(item.savedAt)} · {compareText.views(item.views)}
                  </span>
                </Link>
                <button type="button" className="compare-history__delete" onClick={() => remove(item.id)}>
                  {compareText.delete}
                </button>
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <button
              type="button"
              className="compare-history__more"
              onClick={() => void history.fetchNextPage()}
            >
              {compareText.loadMore}
            </button>
          ) : (
            <p className="compare-history__more">{compareText.noMore}</p>
          )}
        </>
      );
  }
  return <Page header={<PageHeader title={routeTitles.comparingHistory} />}>{body}</Page>;
}
