import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLicensing } from './keys';

/** `DELETE /api/admin/licenses/{id}`: refused (409) while seats are attached. */
export async function deleteLicense(id: string): Promise<void> {
  await api.delete<unknown>(`/admin/licenses/${encodeURIComponent(id)}`);
}

export function useDeleteLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicense,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
