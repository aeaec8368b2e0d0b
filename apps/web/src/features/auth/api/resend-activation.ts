import { messageResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new activation (or invitation) link for an account that is not active yet. */
export async function resendActivation(email: string): Promise<string> {
  const answer = await api.post<{ data: unknown }>('/auth/activation/resend', { email });
  return messageResult.parse(answer.data).message;
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation, meta: { handlesErrors: true } });
}
