import type { ClientConfig } from '@broker/contract';
import { http } from './index';

/**
 * GET /v1/client-config (public). Quiet on failure: the app keeps its built-in defaults. Here rather than
 * in the session feature so the customer's share page (src/share) can ask without the query cache.
 */
export function fetchClientConfig(): Promise<ClientConfig> {
  return http.get<ClientConfig>('/v1/client-config', { withToken: false, showErrorToast: false });
}
