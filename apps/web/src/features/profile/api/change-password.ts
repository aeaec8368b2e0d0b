import { type ChangePasswordBody, type CurrentUser, currentUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-cache';

/** Changes the password; the user's other sessions end, this one goes on. */
export async function changePassword(body: ChangePasswordBody): Promise<CurrentUser> {
  const answer = await api.post<{ data: unknown }>('/auth/change-password', body);
  return currentUser.parse(answer.data);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { handlesErrors: true },
    // The answer clears must_change_password, which lets a forced user into the portal.
    onSuccess: (user) => updateSessionUser(queryClient, user),
  });
}
