const LOGIN_PATH = '/login';

/** Only in-app paths are followed after sign-in, never another origin (`//evil`) or the login page. */
export function safeRedirect(value: string | null | undefined, fallback = '/index'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(LOGIN_PATH))
    return fallback;
  return value;
}

// From signing out until the next sign-in. The page the agent signed out on loses its session a moment
// before the router shows /login (navigation renders in a transition); it is not where the agent wants
// to be after signing in again (issue 22: sign-out landed on /login?redirect=/setting).
let signedOut = false;
export function noteSignedOut(value: boolean): void {
  signedOut = value;
}

/** Marks the sign-in page reached because the session expired: it says so where the form is. */
export const EXPIRED_PARAM = 'expired';

// From a 401 until the next sign-in or sign-out: every way to /login (the HTTP client's, a route's guard
// while the app boots) says the session expired. Kept in the tab's session storage too: a reload between
// the 401 clearing the token and the router reaching /login still lands on the notice.
const EXPIRED_KEY = 'ba-session-expired';
const tabStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};
let expired = tabStorage()?.getItem(EXPIRED_KEY) === '1';
export function noteExpired(value: boolean): void {
  expired = value;
  try {
    if (value) tabStorage()?.setItem(EXPIRED_KEY, '1');
    else tabStorage()?.removeItem(EXPIRED_KEY);
  } catch {
    // Storage refused (private mode, quota): the notice lives in memory only.
  }
}

/**
 * The sign-in route, remembering where the agent wanted to go (nowhere after signing out) and, after a
 * 401, that the session expired (the toast saying so lasts two seconds; the page keeps saying it).
 */
export function loginPath(from?: string): string {
  if (signedOut) return LOGIN_PATH;
  const target = safeRedirect(from, '');
  const params = new URLSearchParams();
  if (target && target !== '/index') params.set('redirect', target);
  if (expired) params.set(EXPIRED_PARAM, '1');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
