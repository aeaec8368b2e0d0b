import { type Billing, billing, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerBillingQueryKey } from './keys';

export const billingEnvelope = dataEnvelope(billing.nullable());

/** `GET /api/manager/billing`: the own organization's billing, null while it has none. */
export async function getBilling(signal?: AbortSignal): Promise<Billing | null> {
  return billingEnvelope.parse(await api.get<unknown>('/manager/billing', { signal })).data;
}

export function useBilling() {
  return useQuery(
    queryOptions({
      queryKey: managerBillingQueryKey,
      queryFn: ({ signal }) => getBilling(signal),
      meta: { handlesErrors: true },
    }),
  );
}

/** `GET /api/manager/invoices`: the own organization's invoices (the billing card's list). */
export const invoicesApi = '/manager/invoices';
