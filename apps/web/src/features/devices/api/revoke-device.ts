import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { devicesQueryKey } from './get-devices';

/** Revokes one of the user's devices: its token stops working at once. */
export async function revokeDevice(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/profile/devices/${encodeURIComponent(id)}`);
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    meta: { handlesErrors: true },
    // Also after a failure: a 404 means the device was revoked elsewhere already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
