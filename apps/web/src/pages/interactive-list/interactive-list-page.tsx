import { recordsText } from '../../locales/zh-CN/records';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useInteractions, useMarkRead } from '../../features/records/api/interactions';
import { RecordItem } from '../../features/records/components/record-item';
import { savedPathOf } from '../../features/records/lib/paths';
import { errorText } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import './interactive-list-page.css';

/** /interactiveList: who opened the agent's shared comparisons, newest first; opening one marks it read. */
export function InteractiveListPage() {
  const records = useInteractions();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = records.data?.pages[0]?.unreadNum ?? 0;
  let body;
  if (records.isPending) body = <LoadingState />;
  else if (records.isError)
    body = <ErrorState message={errorText(records.error, '')} onRetry={() => void records.refetch()} />;
  else {
    const items = records.data.pages.flatMap((p) => p.result);
    body =
      items.length === 0 ? (
        <EmptyState text={recordsText.empty} />
      ) : (
        <>
          <ul className="records">
            {items.map((r) => (
              <RecordItem
                key={r.id}
                record={r}
                onOpen={() => {
                  if (r.status === 'unread') markRead.mutate(r.id);
                  navigate(savedPathOf(r.comparisonId));
                }}
              />
            ))}
          </ul>
          {records.hasNextPage ? (
            <button type="button" className="records__more" onClick={() => void records.fetchNextPage()}>
              {recordsText.loadMore}
            </button>
          ) : (
            <p className="records__more">{recordsText.noMore}</p>
          )}
        </>
      );
  }
  const readAll =
    unread > 0 ? (
      <button type="button" className="records__read-all" onClick={() => markRead.mutate(undefined)}>
        {recordsText.readAll}
      </button>
    ) : null;
  return <Page header={<PageHeader title={routeTitles.interactiveList} right={readAll} />}>{body}</Page>;
}
