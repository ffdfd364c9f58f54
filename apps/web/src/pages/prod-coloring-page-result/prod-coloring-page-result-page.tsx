import { SHARE_PAGE_PATH } from '@broker/contract';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState } from '../../components/status-view/status-view';
import { PICK_PATH, resultSource } from '../../features/colour-page/lib/colour-page-url';
import { loginPath } from '../../features/session/redirect';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { routeTitles } from '../../locales/zh-CN/routes';
import { selectIsSignedIn, useUserStore } from '../../stores/user-store';
import { AgentColourPage } from './agent-colour-page';
import './prod-coloring-page-result-page.css';

/**
 * /prodColoringPageResult: the agent's colour page (`id`). With `shareFlag=1` it is the customer's copy,
 * which the share page shows (the route stays public for it, like the comparison's).
 */
export function ProdColoringPageResultPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsSignedIn);
  const source = resultSource(params);
  if (source.kind === 'shared') {
    // An old link of the app's address: the customer's copy is the light share page's (decision 038).
    window.location.replace(`${SHARE_PAGE_PATH}${window.location.hash}`);
    return null;
  }
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <Page
      className="cp-result-page"
      header={<PageHeader title={routeTitles.prodColoringPageResult} backFallback={PICK_PATH} />}
    >
      {source.kind === 'invalid' ? (
        <ErrorState title={t.notFound} onRetry={() => navigate(PICK_PATH)} />
      ) : (
        <AgentColourPage key={source.id} id={source.id} />
      )}
    </Page>
  );
}
