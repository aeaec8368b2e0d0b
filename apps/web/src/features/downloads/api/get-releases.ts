import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type Release,
  release,
  type releaseList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every releases query starts with this key; mutations invalidate it. */
export const releasesQueryKey = ['releases'] as const;

export type ReleaseListFilter = (typeof releaseList.filters)[number];
export type ReleaseListParams = ListParams<ReleaseListFilter>;

const envelope = listEnvelope(release);

export async function getReleases(
  params: ReleaseListParams,
  signal?: AbortSignal,
): Promise<{ data: Release[]; meta: ListMeta }> {
  const search = listSearchParams(params, ['product']);
  return envelope.parse(await api.get<unknown>(`/admin/releases?${search.toString()}`, { signal }));
}

export const releasesQueryOptions = (params: ReleaseListParams) =>
  queryOptions({
    queryKey: [...releasesQueryKey, 'list', params],
    queryFn: ({ signal }) => getReleases(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useReleases(params: ReleaseListParams) {
  return useQuery(releasesQueryOptions(params));
}
