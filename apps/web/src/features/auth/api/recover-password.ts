import { messageResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ask for a reset link; the answer is the same for any address. */
export async function recoverPassword(email: string): Promise<string> {
  const answer = await api.post<{ data: unknown }>('/auth/password-recover', { email });
  return messageResult.parse(answer.data).message;
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword, meta: { handlesErrors: true } });
}
