import { dataEnvelope, type Organization, organization } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerQueryKey } from './keys';

const envelope = dataEnvelope(organization);

/** `GET /api/manager/organization`: the signed-in manager's own organization, with its license manager. */
export async function getOwnOrganization(signal?: AbortSignal): Promise<Organization> {
  return envelope.parse(await api.get<unknown>('/manager/organization', { signal })).data;
}

export const ownOrganizationQueryKey = [...managerQueryKey, 'organization'] as const;

export function useOwnOrganization() {
  return useQuery(
    queryOptions({
      queryKey: ownOrganizationQueryKey,
      queryFn: ({ signal }) => getOwnOrganization(signal),
      meta: { handlesErrors: true },
    }),
  );
}
