import { type CreateLicenseBody, dataEnvelope, type License, license } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BillingOwner } from '../../../lib/organization-billing';
import { invalidateLicensing } from './keys';

const envelope = dataEnvelope(license);

export const licensesPath = (owner: BillingOwner) =>
  'organizationId' in owner
    ? `/admin/organizations/${encodeURIComponent(owner.organizationId)}/licenses`
    : `/admin/users/${encodeURIComponent(owner.userId)}/licenses`;

/** `POST …/licenses`: a license on the owner's billing (409 'No billing information…' without one). */
export async function createLicense(owner: BillingOwner, body: CreateLicenseBody): Promise<License> {
  return envelope.parse(await api.post<unknown>(licensesPath(owner), body)).data;
}

export function useCreateLicense(owner: BillingOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLicenseBody) => createLicense(owner, body),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
