import { type LoginResult, loginResult, type PasswordResetBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-cache';
import { needsSecondFactor } from './login';

/** Sets the new password and signs in; a reset never turns two-factor authentication off. */
export async function resetPassword(body: PasswordResetBody): Promise<LoginResult> {
  const answer = await api.post<{ data: unknown }>('/auth/password-reset', body);
  return loginResult.parse(answer.data);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) startSession(queryClient, result);
    },
  });
}
