import type { SessionResponse } from '@broker/contract';
import { http } from '../../../lib/http';

/**
 * POST /v1/login/erp: exchanges the host app's `erpToken` for a session. Used once at start-up (no
 * hook); a failure is toasted by the client (e.g. 单点登录凭证无效或已过期) and boot falls back.
 */
export function exchangeErpToken(erpToken: string): Promise<SessionResponse> {
  return http.post<SessionResponse>('/v1/login/erp', { erpToken }, { withToken: false, showLoading: true });
}
