import { dataEnvelope, type Organization, organization } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from '../../../lib/query-keys';

const envelope = dataEnvelope(organization);

/** `GET /api/admin/organizations/{id}`: the header of the organization's dashboard tab. */
export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  return envelope.parse(
    await api.get<unknown>(`/admin/organizations/${encodeURIComponent(id)}`, { signal, quietForbidden: true }),
  ).data;
}

/** Under `['organizations', id]`: the organizations feature's saves invalidate it too. */
export function useOrganization(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...organizationsQueryKey, id, 'dashboard-header'],
      queryFn: ({ signal }) => getOrganization(id, signal),
      enabled,
      meta: { handlesErrors: true },
    }),
  );
}
