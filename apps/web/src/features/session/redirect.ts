const LOGIN_PATH = '/login';

/** Only in-app paths are followed after sign-in, never another origin (`//evil`) or the login page. */
export function safeRedirect(value: string | null | undefined, fallback = '/index'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(LOGIN_PATH))
    return fallback;
  return value;
}

/** The sign-in route, remembering where the agent wanted to go. */
export function loginPath(from?: string): string {
  const target = safeRedirect(from, '');
  return target && target !== '/index' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}
