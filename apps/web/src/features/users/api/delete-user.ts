import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export async function deleteUser(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The confirmation shows a refusal or failure itself.
    meta: { handlesErrors: true },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...usersQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] });
    },
  });
}
