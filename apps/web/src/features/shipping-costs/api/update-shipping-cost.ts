import { dataEnvelope, type ShippingCost, shippingCost, type UpdateShippingCostBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shippingCostsQueryKey } from './get-shipping-costs';

const envelope = dataEnvelope(shippingCost);

export async function updateShippingCost(id: string, body: UpdateShippingCostBody): Promise<ShippingCost> {
  return envelope.parse(await api.put<unknown>(`/admin/shipping-costs/${encodeURIComponent(id)}`, body)).data;
}

/** One mutation for whichever row is being edited: the row's id travels with the body. */
export function useUpdateShippingCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateShippingCostBody }) => updateShippingCost(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingCostsQueryKey }),
  });
}
