import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';
import { colourPageKeys, deleteColourPage, useColourPageHistory } from '../api/colour-page-api';
import { resultPath } from '../lib/colour-page-url';

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The agent's colour pages, newest first: reopen one, or delete it (its share link ends with it). */
export function HistoryList({ onStart }: { onStart(): void }) {
  const history = useColourPageHistory();
  const remove = useConfirmDelete({
    remove: deleteColourPage,
    detailKey: colourPageKeys.page,
    listKey: colourPageKeys.history,
    deletedText: t.deleted,
  });
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorText(history.error, '')} onRetry={() => void history.refetch()} />;
  const items = history.data.pages.flatMap((p) => p.result);
  if (items.length === 0)
    return (
      <div className="cp-history__empty">
        <EmptyState text={t.historyEmpty} />
        <button type="button" className="cp-button" onClick={onStart}>
          {t.pickTab}
        </button>
      </div>
    );
  return (
    <>
      <ul className="cp-history">
        {items.map((item) => (
          <li key={item.id} className="cp-history__item">
            <Link className="cp-history__link" to={resultPath(item.id)}>
              <span className="cp-history__title">{item.title}</span>
              <span className="cp-history__meta">
                {item.productName} · {when(item.savedAt)}
              </span>
            </Link>
            <button
              type="button"
              className="cp-history__delete"
              aria-label={t.deleteAria(item.title)}
              onClick={() => remove(item.id)}
            >
              {t.delete}
            </button>
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button type="button" className="cp-history__more" onClick={() => void history.fetchNextPage()}>
          {t.loadMore}
        </button>
      ) : (
        <p className="cp-history__more">{t.noMore}</p>
      )}
    </>
  );
}
