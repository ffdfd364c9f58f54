import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useSharedUnderwritingReport } from '../../features/underwriting/api/underwriting-api';
import { ReportView } from '../../features/underwriting/components/report-view';
import { errorText } from '../../lib/http';
import { underwritingText as t } from '../../locales/zh-CN/underwriting';

/**
 * The customer's copy of a report (`shareFlag=1`): no session; the verdicts, reasons and reminders the
 * agent sees, who sent it; never the report's files (the server keeps only the cited sentences).
 */
export function SharedReport({ id, shareCode }: { id: string; shareCode: string }) {
  const shared = useSharedUnderwritingReport(id, shareCode);
  if (shared.isPending) return <LoadingState />;
  if (shared.isError) return <ErrorState title={t.sharedGone} message={errorText(shared.error, '')} />;
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
