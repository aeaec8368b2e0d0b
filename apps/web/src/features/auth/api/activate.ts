import { type ActivateBody, type LoginResult, loginResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-cache';
import { needsSecondFactor } from './login';

/** Activates the account and signs in, like a sign-in (the second factor may still be asked). */
export async function activate(body: ActivateBody): Promise<LoginResult> {
  const answer = await api.post<{ data: unknown }>('/auth/activate', body);
  return loginResult.parse(answer.data);
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activate,
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) startSession(queryClient, result);
    },
  });
}
