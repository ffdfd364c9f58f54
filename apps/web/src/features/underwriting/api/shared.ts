import type { SharedUnderwritingReport } from '@broker/contract';
import { http } from '../../../lib/http';

/**
 * The customer's copy of a report: no session, the share code is the proof. Fetched by the customer's
 * share page (src/share), which has no query cache.
 */
export function fetchSharedUnderwritingReport(
  id: string,
  shareCode: string,
): Promise<SharedUnderwritingReport> {
  return http.get<SharedUnderwritingReport>(`/v1/underwriting/shared/${encodeURIComponent(id)}`, {
    params: { share_code: shareCode },
    withToken: false,
    showErrorToast: false,
  });
}
