import { useQuery } from '@tanstack/react-query';
import type { ShareCode, SharedComparison, ShareInfo } from '@broker/contract';
import { http } from '../../../lib/http';
import { compareKeys } from './query-keys';

/** GET /v1/product/compare/share/code: the live code of a saved comparison (a new one when none). */
export function fetchShareCode(id: string): Promise<ShareCode> {
  return http.get<ShareCode>('/v1/product/compare/share/code', { params: { id } });
}

/** POST /wx/coreapi/appShareInfo: title, description, image and link of the share card. */
export function fetchShareInfo(id: string, shareCode: string): Promise<ShareInfo> {
  return http.post<ShareInfo>('/wx/coreapi/appShareInfo', { id, shareCode });
}

/** GET /v1/prodcompare/retrieve_result/{id}: the customer's read-only copy, no session needed. */
export function useSharedComparison(id: string, shareCode: string) {
  return useQuery({
    queryKey: compareKeys.shared(id, shareCode),
    queryFn: () =>
      http.get<SharedComparison>(`/v1/prodcompare/retrieve_result/${encodeURIComponent(id)}`, {
        params: { share_code: shareCode },
        withToken: false,
        showErrorToast: false,
      }),
    retry: false,
  });
}
