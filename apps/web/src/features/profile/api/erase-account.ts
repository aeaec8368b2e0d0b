import type { EraseOwnBody, ErasureResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-cache';

/** `POST /api/profile/erase`: the person erases their own account (GDPR art. 17); the server signs them out. */
export async function eraseAccount(body: EraseOwnBody): Promise<ErasureResult> {
  return (await api.post<{ data: ErasureResult }>('/profile/erase', body)).data;
}

export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseAccount,
    meta: { handlesErrors: true },
    onSuccess: () => endSession(queryClient),
  });
}
