import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

/** `DELETE /api/admin/organizations/{id}`: 409 `organization_has_members` says what to remove first. */
export async function deleteOrganization(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/organizations/${encodeURIComponent(id)}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    // The confirmation shows a refusal (members left) itself.
    meta: { handlesErrors: true },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...organizationsQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: [...organizationsQueryKey, 'list'] });
    },
  });
}
