import {
  type License,
  type ListMeta,
  type ListParams,
  license,
  listEnvelope,
  listSearchParams,
  type managerLicenseList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerLicensingQueryKey as licensingQueryKey } from './keys';

export type ManagerLicenseListParams = ListParams<(typeof managerLicenseList.filters)[number]>;

const envelope = listEnvelope(license);

/** `GET /api/manager/software-licenses`: the own organization's licenses, seats used and free. */
export async function getLicenses(
  params: ManagerLicenseListParams,
  signal?: AbortSignal,
): Promise<{ data: License[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`/manager/software-licenses?${search.toString()}`, { signal }));
}

export const licensesQueryKey = [...licensingQueryKey, 'licenses'] as const;

export function useLicenses(params: ManagerLicenseListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...licensesQueryKey, params],
      queryFn: ({ signal }) => getLicenses(params, signal),
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}

/** The URL of the CSV export of the licenses and their seats (a plain link: the browser downloads it). */
export const licensesExportHref = '/api/manager/software-licenses.csv';
