import {
  type Invoice,
  invoice,
  type invoiceList,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoicesQueryKey } from '../../../lib/query-keys';

/** Every invoices query starts with this key (the invoices card's too). */
export { invoicesQueryKey };

export type InvoiceListParams = ListParams<(typeof invoiceList.filters)[number]>;

const envelope = listEnvelope(invoice);

export async function getInvoices(
  params: InvoiceListParams,
  signal?: AbortSignal,
): Promise<{ data: Invoice[]; meta: ListMeta }> {
  return envelope.parse(await api.get<unknown>(`/admin/invoices?${listSearchParams(params).toString()}`, { signal }));
}

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'list', params],
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoicesQueryOptions(params));
}
