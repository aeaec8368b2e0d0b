import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { releasesQueryKey } from './get-releases';

export async function deleteRelease(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/releases/${encodeURIComponent(id)}`);
}

export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelease,
    meta: { handlesErrors: true },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...releasesQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: [...releasesQueryKey, 'list'] });
    },
  });
}
