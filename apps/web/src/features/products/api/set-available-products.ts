import { type AvailableProduct, availableProduct } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { availableProductsQueryKey } from './get-available-products';

const envelope = z.object({ data: z.array(availableProduct) });

/** `PUT /api/admin/users/{id}/available-products`: the whole set of software products the user may be given. */
export async function setAvailableProducts(userId: string, productIds: string[]): Promise<AvailableProduct[]> {
  const answer = await api.put<unknown>(`/admin/users/${encodeURIComponent(userId)}/available-products`, {
    product_ids: productIds,
  });
  return envelope.parse(answer).data;
}

export function useSetAvailableProducts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_ids: string[] }) => setAvailableProducts(userId, body.product_ids),
    meta: { handlesErrors: true },
    onSuccess: (products) => queryClient.setQueryData(availableProductsQueryKey(userId), products),
  });
}
