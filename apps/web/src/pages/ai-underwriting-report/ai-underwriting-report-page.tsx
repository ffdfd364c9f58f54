import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, SHARE_PAGE_PATH } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import {
  deleteReport,
  shareReport,
  underwritingKeys,
  useUnderwritingReport,
} from '../../features/underwriting/api/underwriting-api';
import { ReportView } from '../../features/underwriting/components/report-view';
import { loginPath } from '../../features/session/redirect';
import { copyText } from '../../lib/clipboard/copy-text';
import { confirmDialog, toast } from '../../lib/feedback';
import { errorText, isNotFound } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { underwritingText as t } from '../../locales/zh-CN/underwriting';
import { selectIsSignedIn, useUserStore } from '../../stores/user-store';
import '../../features/colour-page/components/colour-page-form.css';
import '../../features/underwriting/components/underwriting.css';

const FORM_PATH = '/aiUnderwriting';

/**
 * /aiUnderwritingReport?id=…: one of the agent's kept reports. With `shareFlag=1&share_code=…` it is the
 * customer's copy, which the share page shows (the route stays public for it).
 */
export function AiUnderwritingReportPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useUserStore(selectIsSignedIn);
  const id = params.get('id') ?? '';
  if (params.get('shareFlag') === '1') {
    // An old link of the app's address: the customer's copy is the light share page's (decision 038).
    window.location.replace(`${SHARE_PAGE_PATH}${window.location.hash}`);
    return null;
  }
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <AgentReport id={id} />;
}

/** The link goes to the clipboard; the customer's page shows the report without its files. */
async function share(id: string) {
  try {
    const link = await shareReport(id);
    const url = `${location.origin}${SHARE_PAGE_PATH}#${link.path}`;
    toast.show((await copyText(url)) ? t.shareCopied : MESSAGES.copyFailed);
  } catch (error) {
    toast.show(errorText(error, t.shareFailed));
  }
}

function AgentReport({ id }: { id: string }) {
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
            <button type="button" className="cp-primary" onClick={() => void share(id)}>
              {t.shareReport}
            </button>
            <Link className="cp-button uw-link-button" to={FORM_PATH}>
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
