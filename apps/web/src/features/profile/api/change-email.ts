import { type EmailChangeBody, messageResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts an address change; it takes effect from the link sent to the new address. */
export async function changeEmail(body: EmailChangeBody): Promise<string> {
  const answer = await api.post<{ data: unknown }>('/profile/email', body);
  return messageResult.parse(answer.data).message;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, meta: { handlesErrors: true } });
}
