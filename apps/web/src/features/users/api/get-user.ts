import { type AdminUser, adminUser, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

const envelope = dataEnvelope(adminUser);

export async function getUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const answer = await api.get<unknown>(`/admin/users/${encodeURIComponent(id)}`, {
    query: { include: 'organization' },
    signal,
  });
  return envelope.parse(answer).data;
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, id],
    queryFn: ({ signal }) => getUser(id, signal),
    // The page says "not found" itself; other failures get its error state.
    meta: { handlesErrors: true },
  });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
