import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface AcceptAgreementInput {
  id: string;
  /** The version the agent read; the server answers 409 when a newer one exists. */
  version: number;
}

/** POST /v1/agreement/accept. */
export function acceptAgreement(input: AcceptAgreementInput): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/v1/agreement/accept', input);
}

export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    // Resolves once userinfo is fresh, so the dialog closes exactly when acceptAgreement becomes 1.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
    onError: (error, input) => {
      // The text changed while it was open: load the new version for the agent to read.
      if (error instanceof HttpError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(input.id) });
      }
    },
  });
}
