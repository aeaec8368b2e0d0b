import { type AdminUser, adminUser, dataEnvelope, type InviteUserBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

const envelope = dataEnvelope(adminUser);

/** Creates the user; the server mails the invitation to choose a password. */
export async function inviteUser(body: InviteUserBody): Promise<AdminUser> {
  return envelope.parse(await api.post<unknown>('/admin/users', body)).data;
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
