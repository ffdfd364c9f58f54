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

/** The sign-in route, remembering where the agent wanted to go (nowhere after signing out). */
export function loginPath(from?: string): string {
  if (signedOut) return LOGIN_PATH;
  const target = safeRedirect(from, '');
  return target && target !== '/index' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}
