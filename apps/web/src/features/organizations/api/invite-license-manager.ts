import {
  dataEnvelope,
  type LicenseManagerAssignment,
  type LicenseManagerBody,
  licenseManagerAssignment,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(licenseManagerAssignment);

/** A member (by email) or a new person becomes the license manager, replacing the current one. */
export async function inviteLicenseManager(
  organizationId: string,
  body: LicenseManagerBody,
): Promise<LicenseManagerAssignment> {
  const path = `/admin/organizations/${encodeURIComponent(organizationId)}/license-manager`;
  return envelope.parse(await api.post<unknown>(path, body)).data;
}

export function useInviteLicenseManager(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseManagerBody) => inviteLicenseManager(organizationId, body),
    meta: { handlesErrors: true },
    // The manager, the members' roles and the list's manager column all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  });
}
