import { type CreateHardwareBody, dataEnvelope, type HardwareItem, hardwareItem } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HardwareOwnerRef, hardwareQueryKey, ownerPath } from './keys';

const envelope = dataEnvelope(hardwareItem);

/** `POST /api/admin/organizations/{id}/hardware` or `/api/admin/users/{id}/hardware`. */
export async function recordHardware(owner: HardwareOwnerRef, body: CreateHardwareBody): Promise<HardwareItem> {
  return envelope.parse(await api.post<unknown>(ownerPath(owner), body)).data;
}

export function useRecordHardware(owner: HardwareOwnerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHardwareBody) => recordHardware(owner, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hardwareQueryKey }),
  });
}
