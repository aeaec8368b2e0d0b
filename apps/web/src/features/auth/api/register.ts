import { messageResult, type RegisterBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sign-up; the answer is the same whether or not the address is known. */
export async function register(body: RegisterBody): Promise<string> {
  const answer = await api.post<{ data: unknown }>('/auth/register', body);
  return messageResult.parse(answer.data).message;
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesErrors: true } });
}
