import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type Organization,
  organization,
  type organizationList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from '../../../lib/query-keys';

/** Every organizations query starts with this key; mutations invalidate it. */
export { organizationsQueryKey };

export type OrganizationListFilter = (typeof organizationList.filters)[number];
export type OrganizationListParams = ListParams<OrganizationListFilter>;

const envelope = listEnvelope(organization);

export async function getOrganizations(
  params: OrganizationListParams,
  signal?: AbortSignal,
): Promise<{ data: Organization[]; meta: ListMeta }> {
  const search = listSearchParams(params, ['license_manager']);
  return envelope.parse(await api.get<unknown>(`/admin/organizations?${search.toString()}`, { signal }));
}

export const organizationsQueryOptions = (params: OrganizationListParams) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'list', params],
    queryFn: ({ signal }) => getOrganizations(params, signal),
    // The next page or sort shows over the current rows instead of blanking the table.
    placeholderData: keepPreviousData,
    // The table shows its own error state with a retry.
    meta: { handlesErrors: true },
  });

export function useOrganizations(params: OrganizationListParams) {
  return useQuery(organizationsQueryOptions(params));
}
