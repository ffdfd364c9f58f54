import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@broker/contract';
import { startDebugConsole } from '../../../lib/debug/debug-console';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { useUserStore } from '../../../stores/user-store';
import { adoptChatFor } from '../session';

/** POST /v1/userinfo. The store keeps a copy so a reload can greet the agent at once. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const userInfo = await http.post<UserInfo>('/v1/userinfo', {});
  useUserStore.getState().internal_setUserInfo(userInfo);
  adoptChatFor(userInfo.workId);
  startDebugConsole(userInfo);
  return userInfo;
}

/** The signed-in agent. `isPlaceholderData` is true while only the stored copy is known. */
export function useUserInfo() {
  const signedIn = useUserStore((s) => Boolean(s.token));
  return useQuery({
    queryKey: queryKeys.userInfo,
    queryFn: fetchUserInfo,
    enabled: signedIn,
    placeholderData: () => useUserStore.getState().userInfo ?? undefined,
  });
}
