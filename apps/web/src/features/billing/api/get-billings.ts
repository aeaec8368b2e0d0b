import {
  type Billing,
  billing,
  type billingList,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingQueryKey } from './keys';

export type BillingListFilter = (typeof billingList.filters)[number];
export type BillingListParams = ListParams<BillingListFilter>;

const envelope = listEnvelope(billing);

/** `GET /api/admin/billing`: every billing account. */
export async function getBillings(
  params: BillingListParams,
  signal?: AbortSignal,
): Promise<{ data: Billing[]; meta: ListMeta }> {
  return envelope.parse(await api.get<unknown>(`/admin/billing?${listSearchParams(params).toString()}`, { signal }));
}

export const billingsQueryOptions = (params: BillingListParams) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'list', params],
    queryFn: ({ signal }) => getBillings(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useBillings(params: BillingListParams) {
  return useQuery(billingsQueryOptions(params));
}
