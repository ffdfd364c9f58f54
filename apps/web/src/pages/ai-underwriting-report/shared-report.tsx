import { ErrorNotice, LoadingState } from '../../components/status-view/status-basic';
import { fetchSharedUnderwritingReport } from '../../features/underwriting/api/shared';
import { ReportView } from '../../features/underwriting/components/report-view';
import { errorText } from '../../lib/http';
import { useFetched } from '../../lib/use-fetched';
import { shareText } from '../../locales/zh-CN/share';
import { underwritingText as t } from '../../locales/zh-CN/underwriting';

/**
 * The customer's copy of a report (`shareFlag=1`): no session; the verdicts, reasons and reminders the
 * agent sees, who sent it; never the report's files (the server keeps only the cited sentences). Shown
 * by the light share page (src/share, decision 038), never by the app.
 */
export function SharedReport({ id, shareCode }: { id: string; shareCode: string }) {
  // An empty id asks nothing: the link is broken, which the server would say anyway.
  const shared = useFetched(`${id}:${shareCode}`, () =>
    id === '' ? Promise.reject(new Error(shareText.badLink)) : fetchSharedUnderwritingReport(id, shareCode),
  );
  if (shared.status === 'pending') return <LoadingState />;
  if (shared.status === 'error')
    return <ErrorNotice title={t.sharedGone} message={errorText(shared.error, '')} />;
  const { report, agent } = shared.data;
  return (
    <>
      <section className="uw-shared-from">
        <p className="uw-shared-from__title">{t.sharedFrom(agent.realName)}</p>
        <p className="uw-fine">{t.sharedCard(agent.realName, agent.workId)}</p>
      </section>
      <ReportView report={report} forCustomer />
    </>
  );
}
