import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type ShippingCost,
  shippingCost,
  type shippingCostList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every shipping-costs query starts with this key; mutations invalidate it. */
export const shippingCostsQueryKey = ['shipping-costs'] as const;

export type ShippingCostListParams = ListParams<(typeof shippingCostList.filters)[number]>;

const envelope = listEnvelope(shippingCost);

export async function getShippingCosts(
  params: ShippingCostListParams,
  signal?: AbortSignal,
): Promise<{ data: ShippingCost[]; meta: ListMeta }> {
  const answer = await api.get<unknown>(`/admin/shipping-costs?${listSearchParams(params).toString()}`, { signal });
  return envelope.parse(answer);
}

export const shippingCostsQueryOptions = (params: ShippingCostListParams) =>
  queryOptions({
    queryKey: [...shippingCostsQueryKey, 'list', params],
    queryFn: ({ signal }) => getShippingCosts(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useShippingCosts(params: ShippingCostListParams) {
  return useQuery(shippingCostsQueryOptions(params));
}
