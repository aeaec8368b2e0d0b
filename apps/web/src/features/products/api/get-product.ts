import { type AdminProduct, adminProduct, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

const envelope = dataEnvelope(adminProduct);

export async function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const answer = await api.get<unknown>(`/admin/products/${encodeURIComponent(id)}`, { signal });
  return envelope.parse(answer).data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsQueryKey, id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // The page says "not found" itself; other failures get its error state.
    meta: { handlesErrors: true },
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
