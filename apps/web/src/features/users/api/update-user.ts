import { type AdminUser, adminUser, dataEnvelope, type UpdateUserBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

const envelope = dataEnvelope(adminUser);

/** `PUT /api/admin/users/{id}`, sent as the specification's call: POST with `_method: 'PUT'` in a JSON body. */
export async function updateUser(id: string, body: UpdateUserBody): Promise<AdminUser> {
  const answer = await api.post<unknown>(`/admin/users/${encodeURIComponent(id)}`, { ...body, _method: 'PUT' });
  return envelope.parse(answer).data;
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    meta: { handlesErrors: true },
    onSuccess: (user) => {
      queryClient.setQueryData([...usersQueryKey, id], user);
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
