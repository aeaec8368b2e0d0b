import { type AdminUser, adminUser, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from '../../../lib/query-keys';

const envelope = dataEnvelope(adminUser);

/** The user a per-user screen is about, for its heading (the users feature owns the user screens). */
export async function getUserSummary(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return envelope.parse(await api.get<unknown>(`/admin/users/${encodeURIComponent(id)}`, { signal })).data;
}

export const userSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, id, 'summary'],
    queryFn: ({ signal }) => getUserSummary(id, signal),
    meta: { handlesErrors: true },
  });

export function useUserSummary(id: string) {
  return useQuery(userSummaryQueryOptions(id));
}
