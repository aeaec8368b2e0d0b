import { type License, licenseWriteEnvelope, type UpdateLicenseBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLicensing } from './keys';

/** `PUT /api/admin/licenses/{id}`: the license and, for an amount that waits for the next period, the notice. */
export async function updateLicense(id: string, body: UpdateLicenseBody): Promise<{ data: License; notice?: string }> {
  return licenseWriteEnvelope.parse(await api.put<unknown>(`/admin/licenses/${encodeURIComponent(id)}`, body));
}

export function useUpdateLicense(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLicenseBody) => updateLicense(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
