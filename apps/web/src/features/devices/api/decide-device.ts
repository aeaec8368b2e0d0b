import type { DeviceDecision } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { devicesQueryKey } from './get-devices';

export type Decision = 'approve' | 'deny';

/** Lets the device of a user code sign in as the signed-in user, or refuses it. */
export async function decideDevice({ decision, ...body }: DeviceDecision & { decision: Decision }): Promise<Decision> {
  await api.post<{ data: null }>(`/device/${decision}`, body);
  return decision;
}

export function useDecideDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDevice,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
