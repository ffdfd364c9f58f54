import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/model/change: the engine that answers this agent's questions. */
export function changeModel(mdlName: string): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/v1/model/change', { mdlName }, { showLoading: true });
}

export function useChangeModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeModel,
    // userinfo carries which model is the default.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
  });
}
