import { dataEnvelope, type Organization, organization } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { organizationsQueryKey } from './query-keys';

const envelope = dataEnvelope(organization);

/** `GET /api/admin/organizations/{id}`: the header of an organization's licensing and billing tabs (`components/organization-tab-frame.tsx`). */
export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  return envelope.parse(
    await api.get<unknown>(`/admin/organizations/${encodeURIComponent(id)}`, { signal, quietForbidden: true }),
  ).data;
}

/** Under `['organizations', id]`: the organizations feature's saves invalidate it too. */
export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, id, 'licensing-header'],
    queryFn: ({ signal }) => getOrganization(id, signal),
    meta: { handlesErrors: true },
  });

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}
