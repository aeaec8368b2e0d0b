import { dataEnvelope, type HardwareItem, hardwareItem, type UpdateHardwareBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hardwareQueryKey } from './keys';

const envelope = dataEnvelope(hardwareItem);

/** `PUT /api/admin/hardware/{id}`: serial number, dates, status (along the allowed transitions). */
export async function updateHardware(id: string, body: UpdateHardwareBody): Promise<HardwareItem> {
  return envelope.parse(await api.put<unknown>(`/admin/hardware/${encodeURIComponent(id)}`, body)).data;
}

export function useUpdateHardware(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHardwareBody) => updateHardware(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hardwareQueryKey }),
  });
}
