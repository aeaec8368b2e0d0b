import { listEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** What the release screens need of a software product: its id, name and status. */
const option = z.object({ id: z.uuid(), name: z.string(), status: z.string() });
export type SoftwareProductOption = z.infer<typeof option>;

const envelope = listEnvelope(option);

/** The software products a release can belong to (the catalogue's first 100 by name). */
export async function getSoftwareProducts(signal?: AbortSignal): Promise<SoftwareProductOption[]> {
  const answer = await api.get<unknown>('/admin/products?filter[type]=software&sort=name&per_page=100', { signal });
  return envelope.parse(answer).data;
}

export function useSoftwareProducts() {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'list', { type: 'software', options: true }],
      queryFn: ({ signal }) => getSoftwareProducts(signal),
      staleTime: 60_000,
    }),
  );
}
