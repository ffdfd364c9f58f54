import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { underwritingText as t } from '../../../locales/zh-CN/underwriting';
import { deleteReport, underwritingKeys, useUnderwritingHistory } from '../api/underwriting-api';

export const reportPath = (id: string) => `/aiUnderwritingReport?id=${encodeURIComponent(id)}`;

/** The agent's reports, newest first: reopen or delete (with confirmation). */
export function UnderwritingHistory({ onStart }: { onStart(): void }) {
  const history = useUnderwritingHistory();
  const remove = useConfirmDelete({
    remove: deleteReport,
    detailKey: underwritingKeys.report,
    listKey: underwritingKeys.history,
    deletedText: t.deleted,
  });
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorText(history.error, '')} onRetry={() => void history.refetch()} />;
  const items = history.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <div className="uw-report">
        <EmptyState text={t.historyEmpty} />
        <button type="button" className="cp-primary" onClick={onStart}>
          {t.historyStart}
        </button>
      </div>
    );
  return (
    <ul className="uw-history">
      {items.map((item) => (
        <li key={item.id} className="uw-history__item">
          <Link className="uw-history__link" to={reportPath(item.id)}>
            <p className="uw-history__title">{item.title}</p>
            <p className="uw-history__summary">{item.summary}</p>
            <p className="uw-history__summary">{new Date(item.createdAt).toLocaleString('zh-CN')}</p>
          </Link>
          <button type="button" className="cp-button cp-button--quiet" onClick={() => remove(item.id)}>
            {t.deleteReport}
          </button>
        </li>
      ))}
    </ul>
  );
}
