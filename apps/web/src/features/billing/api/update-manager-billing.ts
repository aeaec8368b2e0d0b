import type { Billing, ManagerBillingBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerBillingQueryKey } from './keys';
import { billingEnvelope } from './manager-billing';

/** `PUT /api/manager/billing`: the billing email and the purchase-order reference. */
export async function updateBilling(body: ManagerBillingBody): Promise<Billing | null> {
  return billingEnvelope.parse(await api.put<unknown>('/manager/billing', body)).data;
}

export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(managerBillingQueryKey, saved),
  });
}
