import { dataEnvelope, type Organization, organization } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(organization);

export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  const answer = await api.get<unknown>(`/admin/organizations/${encodeURIComponent(id)}`, {
    query: { include: 'license_manager' },
    signal,
  });
  return envelope.parse(answer).data;
}

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, id],
    queryFn: ({ signal }) => getOrganization(id, signal),
    // The page says "not found" itself; other failures get its error state.
    meta: { handlesErrors: true },
  });

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}
