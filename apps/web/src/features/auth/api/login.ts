import type { LoginBody, LoginResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';
import { startSession } from '../../../lib/session-cache';

/** The signed-in user, or `{two_factor_required: true}` when the account asks for a second factor. */
export async function login(body: LoginBody): Promise<LoginResult> {
  const answer = await api.post<{ data: unknown }>('/auth/login', body);
  const { loginResult } = await loadSchemas();
  return loginResult.parse(answer.data);
}

export function needsSecondFactor(result: LoginResult): result is { two_factor_required: true } {
  return 'two_factor_required' in result;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows every failure next to the fields or in its alert.
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) startSession(queryClient, result);
    },
  });
}
