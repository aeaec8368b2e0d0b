import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shippingCostsQueryKey } from './get-shipping-costs';

export async function deleteShippingCost(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/shipping-costs/${encodeURIComponent(id)}`);
}

export function useDeleteShippingCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingCost,
    // The confirmation shows a refusal itself.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingCostsQueryKey }),
  });
}
