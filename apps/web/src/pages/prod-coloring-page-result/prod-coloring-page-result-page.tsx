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
import { SharedColourPage } from './shared-colour-page';
import './prod-coloring-page-result-page.css';

/**
 * /prodColoringPageResult: the agent's colour page (`id`), or with `shareFlag=1` the customer's copy,
 * which needs no session (the route is public for it, like the comparison's).
 */
export function ProdColoringPageResultPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useUserStore(selectIsSignedIn);
  const source = resultSource(params);
  if (source.kind === 'shared')
    return (
      <Page
        className="cp-result-page"
        header={<PageHeader title={routeTitles.prodColoringPageResult} back={false} />}
      >
        <SharedColourPage id={source.id} shareCode={source.shareCode} />
      </Page>
    );
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
