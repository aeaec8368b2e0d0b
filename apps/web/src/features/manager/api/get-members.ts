import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type ManagerMember,
  managerMember,
  type managerMemberList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerQueryKey } from './keys';

export type ManagerMemberListParams = ListParams<(typeof managerMemberList.filters)[number]>;

const envelope = listEnvelope(managerMember);

/** `GET /api/manager/members`: the own organization's members, with their last sign-in. */
export async function getMembers(
  params: ManagerMemberListParams,
  signal?: AbortSignal,
): Promise<{ data: ManagerMember[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`${membersApi}?${search.toString()}`, { signal }));
}

/** The API path of the own organization's members (the list, and the handover's candidates). */
export const membersApi = '/manager/members';

export const membersQueryKey = [...managerQueryKey, 'members'] as const;

export function useMembers(params: ManagerMemberListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...membersQueryKey, 'list', params],
      queryFn: ({ signal }) => getMembers(params, signal),
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}
