import { dataEnvelope, type OrganizationPerson, organizationPerson } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { managerQueryKey } from './keys';

const envelope = dataEnvelope(organizationPerson);

/** `GET /api/manager/license-manager`; null when the organization has none (404 `no_license_manager`). */
export async function getLicenseManager(signal?: AbortSignal): Promise<OrganizationPerson | null> {
  try {
    return envelope.parse(await api.get<unknown>('/manager/license-manager', { signal })).data;
  } catch (error) {
    if (isApiError(error) && error.code === 'no_license_manager') return null;
    throw error;
  }
}

export function useLicenseManager() {
  return useQuery(
    queryOptions({
      queryKey: [...managerQueryKey, 'license-manager'],
      queryFn: ({ signal }) => getLicenseManager(signal),
      meta: { handlesErrors: true },
    }),
  );
}
