import {
  type AdminUser,
  adminUser,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type userList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from '../../../lib/query-keys';

/** Every users query starts with this key; mutations invalidate it. */
export { usersQueryKey };

export type UserListFilter = (typeof userList.filters)[number];
export type UserListParams = ListParams<UserListFilter>;

const envelope = listEnvelope(adminUser);

export async function getUsers(
  params: UserListParams,
  signal?: AbortSignal,
): Promise<{ data: AdminUser[]; meta: ListMeta }> {
  const search = listSearchParams(params, ['organization']);
  const answer = await api.get<unknown>(`/admin/users?${search.toString()}`, { signal });
  return envelope.parse(answer);
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // The next page or sort shows over the current rows instead of blanking the table.
    placeholderData: keepPreviousData,
    // The table shows its own error state with a retry.
    meta: { handlesErrors: true },
  });

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
