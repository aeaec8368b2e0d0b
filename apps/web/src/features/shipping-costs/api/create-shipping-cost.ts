import { type CreateShippingCostBody, dataEnvelope, type ShippingCost, shippingCost } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shippingCostsQueryKey } from './get-shipping-costs';

const envelope = dataEnvelope(shippingCost);

export async function createShippingCost(body: CreateShippingCostBody): Promise<ShippingCost> {
  return envelope.parse(await api.post<unknown>('/admin/shipping-costs', body)).data;
}

export function useCreateShippingCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingCost,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingCostsQueryKey }),
  });
}
