import { useQuery } from '@tanstack/react-query';
import type { AnalyticsAccess } from '@broker/contract';
import type { NavListItem } from '../../../components/nav-list/nav-list';
import { http } from '../../../lib/http';
import { routeTitles } from '../../../locales/zh-CN/routes';

/**
 * The drawer's entries, with the analytics view (decision 028) for operators: asked once when the
 * drawer first opens (GET /v1/analytics/access), quietly: an agent just sees no entry.
 */
export function useOperatorEntries(open: boolean, entries: readonly NavListItem[]): readonly NavListItem[] {
  const access = useQuery({
    queryKey: ['analytics', 'access'],
    queryFn: () => http.get<AnalyticsAccess>('/v1/analytics/access', { showErrorToast: false }),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
  return access.data?.operator ? [...entries, { to: '/analytics', label: routeTitles.analytics }] : entries;
}
