import { Activity, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType, useOutlet } from 'react-router';
import { CsDialogHost } from '../../features/customer-service/components/cs-dialog-host';
import { useKeepAliveStore } from '../../stores/keep-alive/keep-alive-store';
import { isPagePath } from '../routes';
import { useDocumentTitle } from './use-document-title';

/**
 * Keeps visited pages mounted, hidden, while they are in the keep-alive list, so going back returns to
 * a page as it was (scroll, inputs, loaded data). Hidden pages sit in <Activity mode="hidden">: their
 * DOM stays, their effects are paused. While hidden they still see the current location.
 */
export function AppLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const pages = useKeepAliveStore((s) => s.pages);
  const recordRouteChange = useKeepAliveStore((s) => s.internal_recordRouteChange);
  const elements = useRef(new Map<string, ReactNode>());
  const previousPath = useRef<string | null>(null);
  const current = location.pathname;
  useDocumentTitle();

  useEffect(() => {
    // Redirect routes ('/', unknown paths) are not pages and never enter the list.
    if (!isPagePath(location.pathname)) return;
    recordRouteChange({ action: navigationType, from: previousPath.current, to: location.pathname });
    previousPath.current = location.pathname;
  }, [location.key, location.pathname, navigationType, recordRouteChange]);

  // Redirect routes render next to the kept pages, so passing through one does not unmount them.
  const isPage = isPagePath(current);
  // The element cache follows the list; pages dropped from it unmount here.
  if (isPage) elements.current.set(current, outlet);
  for (const path of elements.current.keys()) {
    if (path !== current && !pages.includes(path)) elements.current.delete(path);
  }
  // Newest first, like a stack: the page on top comes first in the document (for assistive tech and
  // text search), and pushing or popping a page never moves the others' DOM, so they keep their scroll.
  const shown = pages.filter((path) => elements.current.has(path));
  if (isPage && !shown.includes(current)) shown.push(current);
  shown.reverse();

  return (
    <div className="app-shell">
      {shown.map((path) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          {elements.current.get(path)}
        </Activity>
      ))}
      {!isPage && outlet}
      {/* The 'work order / live agent' dialog (spec §2) opens over any page. */}
      <CsDialogHost />
    </div>
  );
}
