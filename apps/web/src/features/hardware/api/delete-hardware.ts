import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hardwareQueryKey } from './keys';

/** `DELETE /api/admin/hardware/{id}`. */
export async function deleteHardware(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/hardware/${encodeURIComponent(id)}`);
}

export function useDeleteHardware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHardware,
    // The confirmation shows a refusal itself.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hardwareQueryKey }),
  });
}
