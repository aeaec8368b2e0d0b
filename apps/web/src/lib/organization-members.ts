import {
  dataEnvelope,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type ManagerMember,
  managerMember,
  type memberList,
  type OrganizationMember,
  organizationMember,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { managerQueryKey, organizationsQueryKey } from './query-keys';

/**
 * An organization's members, for each audience that lists them: the admin (any organization,
 * `GET /api/admin/organizations/{id}/members`: the organization's members tab and the licensing screen's
 * seats card) and its license manager (the own organization, `GET /api/manager/members`, with each
 * member's last sign-in: the account details and the member's licenses). One module for both, so the
 * members table (`components/members-table.tsx`) takes the audience, and the keys are owned once.
 */
export type MemberListFilter = (typeof memberList.filters)[number];
export type MemberListParams = ListParams<MemberListFilter>;

/** Whose members: an admin names the organization; a manager's are always the own organization's. */
export type MembersAudience = { audience: 'admin'; organizationId: string } | { audience: 'manager' };

/** The member shape each audience reads (the manager's adds the last sign-in). */
export type MemberOf<A extends MembersAudience> = A extends { audience: 'manager' }
  ? ManagerMember
  : OrganizationMember;

const adminEnvelope = listEnvelope(organizationMember);
const managerEnvelope = listEnvelope(managerMember);

/** The API path of the own organization's members (the manager's list, and the handover's candidates). */
export const managerMembersApi = '/manager/members';

/** The manager's members (list and each member): invite, edit and import refresh them. */
export const managerMembersQueryKey = [...managerQueryKey, 'members'] as const;

export async function getMembers(
  organizationId: string,
  params: MemberListParams,
  signal?: AbortSignal,
): Promise<{ data: OrganizationMember[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  const path = `/admin/organizations/${encodeURIComponent(organizationId)}/members?${search.toString()}`;
  return adminEnvelope.parse(await api.get<unknown>(path, { signal }));
}

async function getManagerMembers(
  params: MemberListParams,
  signal?: AbortSignal,
): Promise<{ data: ManagerMember[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return managerEnvelope.parse(await api.get<unknown>(`${managerMembersApi}?${search.toString()}`, { signal }));
}

export const membersQueryOptions = (organizationId: string, params: MemberListParams) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, organizationId, 'members', params],
    queryFn: ({ signal }) => getMembers(organizationId, params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

const managerMembersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: [...managerMembersQueryKey, 'list', params],
    queryFn: ({ signal }) => getManagerMembers(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

/** The admin's read of an organization's members. */
export function useMembers(organizationId: string, params: MemberListParams) {
  return useQuery(membersQueryOptions(organizationId, params));
}

/** The members one audience reads, by its API path and key. */
export function useMembersOf<A extends MembersAudience>(of: A, params: MemberListParams) {
  const admin = useQuery({
    ...membersQueryOptions(of.audience === 'admin' ? of.organizationId : '', params),
    enabled: of.audience === 'admin',
  });
  const manager = useQuery({ ...managerMembersQueryOptions(params), enabled: of.audience === 'manager' });
  return (of.audience === 'admin' ? admin : manager) as ReturnType<
    typeof useQuery<{ data: MemberOf<A>[]; meta: ListMeta }>
  >;
}

/** One member as the manager reads them. */
export const managerMemberEnvelope = dataEnvelope(managerMember);

/** `GET /api/manager/members/{userId}`; 403 for another organization's user, 404 for an unknown one. */
export async function getManagerMember(userId: string, signal?: AbortSignal): Promise<ManagerMember> {
  // The page says "not yours" itself: a 403 here must not send the manager to /unauthorized.
  const answer = await api.get<unknown>(`${managerMembersApi}/${encodeURIComponent(userId)}`, {
    signal,
    quietForbidden: true,
  });
  return managerMemberEnvelope.parse(answer).data;
}

export const managerMemberQueryKey = (userId: string) => [...managerMembersQueryKey, userId] as const;

/** One member of the own organization (the manager's edit page, and their licenses). */
export function useManagerMember(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: managerMemberQueryKey(userId),
      queryFn: ({ signal }) => getManagerMember(userId, signal),
      meta: { handlesErrors: true },
    }),
  );
}
