import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

/** The manager stays a member of the organization, as a trainee. */
export async function removeLicenseManager(organizationId: string): Promise<void> {
  await api.delete<unknown>(`/admin/organizations/${encodeURIComponent(organizationId)}/license-manager`);
}

export function useRemoveLicenseManager(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeLicenseManager(organizationId),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  });
}
