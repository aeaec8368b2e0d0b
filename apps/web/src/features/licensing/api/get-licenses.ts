import {
  type License,
  type ListMeta,
  type ListParams,
  license,
  type licenseList,
  listEnvelope,
  listSearchParams,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { licensesQueryKey } from './keys';

export type LicenseListFilter = (typeof licenseList.filters)[number];
export type LicenseListParams = ListParams<LicenseListFilter>;

const envelope = listEnvelope(license);

/** `GET /api/admin/licenses` (every license) or `GET /api/admin/organizations/{id}/licenses` (one organization's). */
export async function getLicenses(
  params: LicenseListParams,
  organizationId?: string,
  signal?: AbortSignal,
): Promise<{ data: License[]; meta: ListMeta }> {
  const base = organizationId
    ? `/admin/organizations/${encodeURIComponent(organizationId)}/licenses`
    : '/admin/licenses';
  return envelope.parse(await api.get<unknown>(`${base}?${listSearchParams(params).toString()}`, { signal }));
}

export const licensesQueryOptions = (params: LicenseListParams, organizationId?: string) =>
  queryOptions({
    queryKey: [...licensesQueryKey, 'list', organizationId ?? 'all', params],
    queryFn: ({ signal }) => getLicenses(params, organizationId, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useLicenses(params: LicenseListParams, organizationId?: string) {
  return useQuery(licensesQueryOptions(params, organizationId));
}
