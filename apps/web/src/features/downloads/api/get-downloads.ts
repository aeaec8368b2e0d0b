import { type Download, download } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const downloadsQueryKey = ['downloads'] as const;

const envelope = z.object({ data: z.array(download) });

export async function getDownloads(signal?: AbortSignal): Promise<Download[]> {
  return envelope.parse(await api.get<unknown>('/downloads', { signal })).data;
}

export const downloadsQueryOptions = () =>
  queryOptions({
    queryKey: downloadsQueryKey,
    queryFn: ({ signal }) => getDownloads(signal),
    // The page shows its own error state with a retry.
    meta: { handlesErrors: true },
  });

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
