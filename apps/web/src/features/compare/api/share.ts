import type { ShareCode, SharedComparison, ShareInfo } from '@broker/contract';
import { http } from '../../../lib/http';

/** GET /v1/product/compare/share/code: the live code of a saved comparison (a new one when none). */
export function fetchShareCode(id: string): Promise<ShareCode> {
  return http.get<ShareCode>('/v1/product/compare/share/code', { params: { id } });
}

/** POST /wx/coreapi/appShareInfo: title, description, image and link of the share card. */
export function fetchShareInfo(id: string, shareCode: string): Promise<ShareInfo> {
  return http.post<ShareInfo>('/wx/coreapi/appShareInfo', { id, shareCode });
}

/**
 * GET /v1/prodcompare/retrieve_result/{id}: the customer's read-only copy, no session needed. Fetched by
 * the customer's share page (src/share), which has no query cache.
 */
export function fetchSharedComparison(id: string, shareCode: string): Promise<SharedComparison> {
  return http.get<SharedComparison>(`/v1/prodcompare/retrieve_result/${encodeURIComponent(id)}`, {
    params: { share_code: shareCode },
    withToken: false,
    showErrorToast: false,
  });
}
