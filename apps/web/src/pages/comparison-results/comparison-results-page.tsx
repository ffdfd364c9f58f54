import { SHARE_PAGE_PATH } from '@broker/contract';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState } from '../../components/status-view/status-view';
import { comparisonSource } from '../../features/compare/lib/compare-url';
import { loginPath } from '../../features/session/redirect';
import { compareText } from '../../locales/zh-CN/compare';
import { routeTitles } from '../../locales/zh-CN/routes';
import { selectIsSignedIn, useUserStore } from '../../stores/user-store';
import { AgentComparison } from './agent-comparison';
import './comparison-results-page.css';

/**
 * /comparisonResults: the agent's comparison (fresh from the selection, or saved). With `shareFlag=1`
 * it is the customer's read-only copy, which the share page shows (the route stays public for it).
 */
export function ComparisonResultsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsSignedIn);
  const source = comparisonSource(params);
  if (source.kind === 'shared') {
    // An old link of the app's address: the customer's copy is the light share page's (decision 038).
    window.location.replace(`${SHARE_PAGE_PATH}${window.location.hash}`);
    return null;
  }
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <Page
      className="results-page"
      header={<PageHeader title={routeTitles.comparisonResults} backFallback="/prodSelectConfig" />}
    >
      {source.kind === 'invalid' ? (
        <ErrorState title={compareText.invalidLink} onRetry={() => navigate('/prodSelectConfig')} />
      ) : (
        <AgentComparison
          key={location.search}
          initialRequest={source.kind === 'fresh' ? source.request : null}
          savedId={source.kind === 'saved' ? source.id : null}
        />
      )}
    </Page>
  );
}
