import { useCallback, useEffect, useState } from 'react';
import { Page } from '../components/page/page';
import { HeaderBar } from '../components/page-header/header-bar';
import { ErrorNotice } from '../components/status-view/status-basic';
import { comparisonSource } from '../features/compare/lib/compare-url';
import { SharedComparison } from '../pages/comparison-results/shared-comparison';
import { compareText } from '../locales/zh-CN/compare';
import { routeTitles } from '../locales/zh-CN/routes';
import { shareText } from '../locales/zh-CN/share';
import { customerRouteOf } from './customer-route';
import '../pages/comparison-results/comparison-results-page.css';

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

/** The customer's page of a share link: the comparison today; anything else is a link we cannot open. */
export function ShareApp() {
  const [hash, replaceHash] = useHash();
  const found = customerRouteOf(hash);
  const pathname = found?.path.split('?')[0] ?? '';
  const replaceParams = useCallback(
    (next: URLSearchParams) => replaceHash(`#${pathname}?${next.toString()}`),
    [pathname, replaceHash],
  );
  const source = found ? comparisonSource(found.params) : null;
  const title = source ? routeTitles.comparisonResults : shareText.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Page className="results-page" header={<HeaderBar title={title} />}>
      {source?.kind === 'shared' && found ? (
        <SharedComparison
          id={source.id}
          shareCode={source.shareCode}
          address={{ params: found.params, replaceParams }}
        />
      ) : (
        <ErrorNotice title={compareText.sharedGone} message={shareText.badLink} />
      )}
    </Page>
  );
}
