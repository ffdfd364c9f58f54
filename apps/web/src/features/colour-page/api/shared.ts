import type { SharedColourPage } from '@broker/contract';
import { http } from '../../../lib/http';

/**
 * GET /v1/colourpage/shared/{id}: the customer's view of a shared page, no session needed. Fetched by
 * the customer's share page (src/share), which has no query cache: a module of its own, away from the
 * agent's hooks and their store.
 */
export function fetchSharedColourPage(id: string, shareCode: string): Promise<SharedColourPage> {
  return http.get<SharedColourPage>(`/v1/colourpage/shared/${encodeURIComponent(id)}`, {
    params: { share_code: shareCode },
    withToken: false,
    showErrorToast: false,
  });
}
