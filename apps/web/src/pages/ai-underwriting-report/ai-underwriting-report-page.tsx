import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import {
  deleteReport,
  underwritingKeys,
  useUnderwritingReport,
} from '../../features/underwriting/api/underwriting-api';
import { ReportView } from '../../features/underwriting/components/report-view';
import { confirmDialog, toast } from '../../lib/feedback';
import { errorText, isNotFound } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { underwritingText as t } from '../../locales/zh-CN/underwriting';
import '../../features/colour-page/components/colour-page-form.css';
import '../../features/underwriting/components/underwriting.css';

const FORM_PATH = '/aiUnderwriting';

/** /aiUnderwritingReport?id=…: one of the agent's kept reports. */
export function AiUnderwritingReportPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const report = useUnderwritingReport(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = () =>
    confirmDialog({
      content: MESSAGES.confirmDelete,
      danger: true,
      onConfirm: async () => {
        await deleteReport(id);
        queryClient.removeQueries({ queryKey: underwritingKeys.report(id) });
        await queryClient.invalidateQueries({ queryKey: underwritingKeys.history });
        toast.show(t.deleted);
        navigate(`${FORM_PATH}?tab=history`, { replace: true });
      },
    });
  return (
    <Page
      className="cp-page"
      header={<PageHeader title={routeTitles.aiUnderwritingReport} backFallback={FORM_PATH} />}
    >
      {report.isPending && id !== '' && <LoadingState />}
      {(id === '' || report.isError) && (
        <ErrorState
          title={t.reportNotFound}
          message={id === '' || isNotFound(report.error) ? '' : errorText(report.error, '')}
        />
      )}
      {report.data && (
        <>
          <ReportView report={report.data} />
          <div className="cp-form">
            <Link className="cp-primary uw-link-button" to={FORM_PATH}>
              {t.newCheck}
            </Link>
            <button type="button" className="cp-button cp-button--quiet" onClick={remove}>
              {t.deleteReport}
            </button>
          </div>
        </>
      )}
    </Page>
  );
}
