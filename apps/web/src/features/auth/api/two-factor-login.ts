import { type CurrentUser, currentUser, type TwoFactorLoginBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-cache';

/** The second sign-in step; the challenge travels in an HttpOnly cookie set by the first. */
export async function twoFactorLogin(body: TwoFactorLoginBody): Promise<CurrentUser> {
  // A 401 here means "the challenge expired", an answer the step shows itself: no global toast or redirect.
  const answer = await api.post<{ data: unknown }>('/auth/two-factor', body, { sessionCheck: true });
  return currentUser.parse(answer.data);
}

export function useTwoFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoFactorLogin,
    meta: { handlesErrors: true },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
