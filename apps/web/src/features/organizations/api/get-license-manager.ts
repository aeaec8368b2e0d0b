import { dataEnvelope, type OrganizationPerson, organizationPerson } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(organizationPerson);

/** The organization's license manager; null when it has none (the API's 404 `no_license_manager`). */
export async function getLicenseManager(
  organizationId: string,
  signal?: AbortSignal,
): Promise<OrganizationPerson | null> {
  try {
    const answer = await api.get<unknown>(
      `/admin/organizations/${encodeURIComponent(organizationId)}/license-manager`,
      {
        signal,
      },
    );
    return envelope.parse(answer).data;
  } catch (error) {
    if (isApiError(error) && error.code === 'no_license_manager') return null;
    throw error;
  }
}

export const licenseManagerQueryKey = (organizationId: string) =>
  [...organizationsQueryKey, organizationId, 'license-manager'] as const;

export const licenseManagerQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: licenseManagerQueryKey(organizationId),
    queryFn: ({ signal }) => getLicenseManager(organizationId, signal),
    meta: { handlesErrors: true },
  });

export function useLicenseManager(organizationId: string) {
  return useQuery(licenseManagerQueryOptions(organizationId));
}
