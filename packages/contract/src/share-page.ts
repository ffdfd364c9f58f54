// No zod here: the customer's share page (apps/web/src/share) and the app's lazy screens import these
// without the schema library (a module with a schema keeps zod in the bundle however little is used).

/** Query parameters the callback adds to the share page: the signed name, or that there is none. */
export const WECHAT_RETURN_PARAMS = { identity: 'wx_identity', declined: 'wx_oauth' } as const;

/**
 * The customer's share page is its own light HTML page (decision 038), not the app: a link is this
 * page with the spec's hash route after it, `/share/#/comparisonResults?shareFlag=1&…`.
 */
export const SHARE_PAGE_PATH = '/share/';
/** The link a customer opens, from the site's origin and a share's route path (`/comparisonResults?…`). */
export const sharePageUrl = (origin: string, routePath: string) => `${origin}${SHARE_PAGE_PATH}#${routePath}`;
