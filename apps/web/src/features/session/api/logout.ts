import { http } from '../../../lib/http';

/** POST /v1/logout: revokes this session on the server. Quiet: signing out locally happens regardless. */
export function logout(): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/v1/logout', {}, { showErrorToast: false });
}
