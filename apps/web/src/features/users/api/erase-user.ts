import type { ErasureResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** `POST /api/admin/users/{id}/erase`: the account becomes a pseudonymous tombstone (GDPR art. 17). */
export async function eraseUser(id: string): Promise<ErasureResult> {
  return (await api.post<{ data: ErasureResult }>(`/admin/users/${encodeURIComponent(id)}/erase`)).data;
}

export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseUser,
    // The confirmation shows a refusal (a license manager, the last super-admin) itself.
    meta: { handlesErrors: true },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...usersQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] });
    },
  });
}
