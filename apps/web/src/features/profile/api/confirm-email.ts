import { messageResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authorizedQueryKey } from '../../../lib/session-cache';

/** Confirms a new address from its link; works signed in or out. */
export async function confirmEmail(token: string): Promise<string> {
  const answer = await api.post<{ data: unknown }>('/profile/email/confirm', { token });
  return messageResult.parse(answer.data).message;
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { handlesErrors: true },
    // A signed-in user's address just changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizedQueryKey }),
  });
}
