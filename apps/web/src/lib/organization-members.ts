import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type memberList,
  type OrganizationMember,
  organizationMember,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { organizationsQueryKey } from './query-keys';

/**
 * An organization's members as the admin reads them (`GET /api/admin/organizations/{id}/members`): the
 * organization's members tab and the licensing screen's seats card, one hook for both.
 */
export type MemberListFilter = (typeof memberList.filters)[number];
export type MemberListParams = ListParams<MemberListFilter>;

const envelope = listEnvelope(organizationMember);

export async function getMembers(
  organizationId: string,
  params: MemberListParams,
  signal?: AbortSignal,
): Promise<{ data: OrganizationMember[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  const path = `/admin/organizations/${encodeURIComponent(organizationId)}/members?${search.toString()}`;
  return envelope.parse(await api.get<unknown>(path, { signal }));
}

export const membersQueryOptions = (organizationId: string, params: MemberListParams) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, organizationId, 'members', params],
    queryFn: ({ signal }) => getMembers(organizationId, params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useMembers(organizationId: string, params: MemberListParams) {
  return useQuery(membersQueryOptions(organizationId, params));
}
