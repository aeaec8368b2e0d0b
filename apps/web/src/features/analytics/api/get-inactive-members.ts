import { dataEnvelope, type InactiveMembers, inactiveMembers } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsQueryKey } from './keys';

const envelope = dataEnvelope(inactiveMembers);

/** `GET /api/manager/inactive-members`: the own organization's members with a seat idle for 14 days. */
export async function getInactiveMembers(signal?: AbortSignal): Promise<InactiveMembers> {
  return envelope.parse(await api.get<unknown>('/manager/inactive-members', { signal })).data;
}

export function useInactiveMembers() {
  return useQuery(
    queryOptions({
      queryKey: [...analyticsQueryKey, 'inactive-members'],
      queryFn: ({ signal }) => getInactiveMembers(signal),
      meta: { handlesErrors: true },
    }),
  );
}
