import { recoveryCodes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authorizedQueryKey } from '../../../lib/session-cache';

/** Finishes enrolment; answers the ten single-use recovery codes, which are shown only now. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const answer = await api.post<{ data: unknown }>('/profile/two-factor/confirm', { code });
  return recoveryCodes.parse(answer.data).recovery_codes;
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizedQueryKey }),
  });
}
