import {
  type AdminProduct,
  adminProduct,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type ProductType,
  type productList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every product query starts with this key; mutations invalidate it. */
export const productsQueryKey = ['products'] as const;

export type ProductListFilter = (typeof productList.filters)[number];
export type ProductListParams = ListParams<ProductListFilter>;

const envelope = listEnvelope(adminProduct);

/** `GET /api/admin/products?filter[type]=…`: one kind's list; the type comes from the screen, not the URL. */
export async function getProducts(
  type: ProductType,
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<{ data: AdminProduct[]; meta: ListMeta }> {
  const search = listSearchParams({ ...params, filter: { ...params.filter, type } });
  const answer = await api.get<unknown>(`/admin/products?${search.toString()}`, { signal });
  return envelope.parse(answer);
}

export const productsQueryOptions = (type: ProductType, params: ProductListParams) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'list', type, params],
    queryFn: ({ signal }) => getProducts(type, params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useProducts(type: ProductType, params: ProductListParams) {
  return useQuery(productsQueryOptions(type, params));
}
