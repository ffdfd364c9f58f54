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
import { SharedComparison } from './shared-comparison';
import './comparison-results-page.css';

/**
 * /comparisonResults: the agent's comparison (fresh from the selection, or saved), or with
 * `shareFlag=1` the customer's read-only copy, which needs no session (the route is public for it).
 */
export function ComparisonResultsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsSignedIn);
  const source = comparisonSource(params);
  if (source.kind === 'shared')
    return (
      <Page
        className="results-page"
        header={<PageHeader title={routeTitles.comparisonResults} back={false} />}
      >
        <SharedComparison id={source.id} shareCode={source.shareCode} />
      </Page>
    );
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
