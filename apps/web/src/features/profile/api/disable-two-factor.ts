import { type CurrentUser, currentUser, type TwoFactorDisableBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-cache';

export async function disableTwoFactor(body: TwoFactorDisableBody): Promise<CurrentUser> {
  const answer = await api.post<{ data: unknown }>('/profile/two-factor/disable', body);
  return currentUser.parse(answer.data);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    meta: { handlesErrors: true },
    onSuccess: (user) => updateSessionUser(queryClient, user),
  });
}
