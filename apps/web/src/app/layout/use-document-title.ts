import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { common } from '../../locales/zh-CN/common';
import type { RouteHandle } from '../routes';

/** document.title follows the current route's title (the native web views show it in their bar). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? common.appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
