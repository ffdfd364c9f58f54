import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Page } from '../components/page/page';
import { HeaderBar } from '../components/page-header/header-bar';
import { ErrorNotice, LoadingState } from '../components/status-view/status-basic';
import { SharedComparison } from '../pages/comparison-results/shared-comparison';
import type { ShareAddress } from '../features/records/hooks/use-wechat-identity';
import { compareText } from '../locales/zh-CN/compare';
import { routeTitles } from '../locales/zh-CN/routes';
import { shareText } from '../locales/zh-CN/share';
import { customerRouteOf, type CustomerRoute } from './customer-route';
import '../pages/comparison-results/comparison-results-page.css';

interface SharedProps {
  id: string;
  shareCode: string;
  address: ShareAddress;
}

/** Each customer's page: its title, the app page's class (for its styles) and what it shows. */
const PAGES: Record<CustomerRoute, { title: string; className: string; Shared: ComponentType<SharedProps> }> =
  {
    // The comparison is the page customers open most (and the measured one): in the entry itself.
    '/comparisonResults': {
      title: routeTitles.comparisonResults,
      className: 'results-page',
      Shared: SharedComparison,
    },
    '/prodColoringPageResult': {
      title: routeTitles.prodColoringPageResult,
      className: 'cp-result-page',
      Shared: lazy(() => import('./colour-page-route')),
    },
    '/aiUnderwritingReport': {
      title: routeTitles.aiUnderwritingReport,
      className: 'cp-page',
      Shared: lazy(() => import('./report-route')),
    },
  };

/** The address after the '#', kept in step with the browser (back, forward, a pasted link). */
function useHash() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const sync = () => setHash(window.location.hash);
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);
  const replace = useCallback((next: string) => {
    window.history.replaceState(window.history.state, '', next);
    setHash(window.location.hash);
  }, []);
  return [hash, replace] as const;
}

/** The customer's page of a share link; an address it cannot read says so, in Chinese. */
export function ShareApp() {
  const [hash, replaceHash] = useHash();
  const found = useMemo(() => customerRouteOf(hash), [hash]);
  const route = found?.route;
  const replaceParams = useCallback(
    (next: URLSearchParams) => replaceHash(`#${route ?? ''}?${next.toString()}`),
    [route, replaceHash],
  );
  const page = route ? PAGES[route] : null;
  const id = found?.params.get('id') ?? '';
  const title = page?.title ?? shareText.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Page className={page?.className ?? 'results-page'} header={<HeaderBar title={title} />}>
      {page && found && id ? (
        <Suspense fallback={<LoadingState />}>
          <page.Shared
            id={id}
            shareCode={found.params.get('share_code') ?? ''}
            address={{ params: found.params, replaceParams }}
          />
        </Suspense>
      ) : (
        <ErrorNotice title={compareText.sharedGone} message={shareText.badLink} />
      )}
    </Page>
  );
}
