import { dataEnvelope, type Release, release } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { releasesQueryKey } from './get-releases';

const envelope = dataEnvelope(release);

export async function getRelease(id: string, signal?: AbortSignal): Promise<Release> {
  return envelope.parse(await api.get<unknown>(`/admin/releases/${encodeURIComponent(id)}?include=product`, { signal }))
    .data;
}

export const releaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...releasesQueryKey, id],
    queryFn: ({ signal }) => getRelease(id, signal),
    meta: { handlesErrors: true },
  });

export function useRelease(id: string) {
  return useQuery(releaseQueryOptions(id));
}
