import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@broker/contract';
import { http } from '../../../lib/http';

/** POST /v1/login. The form shows the error itself (401 wrong credentials, 429 locked), so no toast. */
export function login(body: LoginRequest): Promise<SessionResponse> {
  return http.post<SessionResponse>('/v1/login', body, { withToken: false, showErrorToast: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
