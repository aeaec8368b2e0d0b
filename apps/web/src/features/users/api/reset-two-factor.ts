import { type AdminUser, adminUser, dataEnvelope } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

const envelope = dataEnvelope(adminUser);

/** Turns the user's two-factor authentication off; they may set it up again from their profile. */
export async function resetTwoFactor(id: string): Promise<AdminUser> {
  return envelope.parse(await api.post<unknown>(`/admin/users/${encodeURIComponent(id)}/two-factor/reset`)).data;
}

export function useResetTwoFactor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTwoFactor(id),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
