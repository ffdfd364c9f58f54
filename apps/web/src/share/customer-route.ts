/**
 * The customer's pages a share link opens (`shareFlag=1`), shown by the light share page
 * (share/index.html, decision 038) instead of the app. The hash keeps the spec's route and query.
 */
export const CUSTOMER_ROUTES = [
  '/comparisonResults',
  '/prodColoringPageResult',
  '/aiUnderwritingReport',
] as const;
export type CustomerRoute = (typeof CUSTOMER_ROUTES)[number];

/** Pure: the customer's route in a hash (`#/comparisonResults?shareFlag=1&…`), or null for any other. */
export function customerRouteOf(
  hash: string,
): { route: CustomerRoute; path: string; params: URLSearchParams } | null {
  const path = hash.replace(/^#/, '');
  const [pathname = '', search = ''] = path.split('?', 2);
  const route = CUSTOMER_ROUTES.find((r) => r === pathname);
  const params = new URLSearchParams(search);
  if (!route || params.get('shareFlag') !== '1') return null;
  return { route, path, params };
}
