import { type AvailableProduct, availableProduct } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const envelope = z.object({ data: z.array(availableProduct) });

/** A user's available products belong to the user: `users` mutations (a deletion) refresh them too. */
export const availableProductsQueryKey = (userId: string) => ['users', userId, 'available-products'] as const;

export async function getAvailableProducts(userId: string, signal?: AbortSignal): Promise<AvailableProduct[]> {
  const answer = await api.get<unknown>(`/admin/users/${encodeURIComponent(userId)}/available-products`, { signal });
  return envelope.parse(answer).data;
}

export const availableProductsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: availableProductsQueryKey(userId),
    queryFn: ({ signal }) => getAvailableProducts(userId, signal),
    meta: { handlesErrors: true },
  });

export function useAvailableProducts(userId: string) {
  return useQuery(availableProductsQueryOptions(userId));
}
