import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@broker/contract';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const RETRY_DELAYS_MS = [0, 2000, 8000];

/**
 * POST /v1/pup/status (spec §7, ppName): the guide was seen. The cached user info drops it at once so
 * nothing on screen offers it again while the call is under way; a failure is retried a few times and
 * otherwise left to the device record (the next visit sends it again). Never a toast: the agent is done.
 */
export async function markGuideSeen(queryClient: QueryClient, guideId: string): Promise<boolean> {
  queryClient.setQueryData<UserInfo>(queryKeys.userInfo, (info) =>
    info ? { ...info, show: info.show.filter((g) => g !== guideId) } : info,
  );
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await http.post('/v1/pup/status', { ppName: guideId }, { showErrorToast: false });
      return true;
    } catch {
      // Try again after the next delay.
    }
  }
  return false;
}
