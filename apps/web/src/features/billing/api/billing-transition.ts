import { type Billing, billing, dataEnvelope } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBilling as invalidateLicensing } from './keys';

const envelope = dataEnvelope(billing);

export type BillingTransition = 'cancel' | 'reactivate' | 'renew';

/** `POST /api/admin/billings/{id}/cancel|reactivate|renew`. */
export async function transitionBilling(id: string, transition: BillingTransition): Promise<Billing> {
  return envelope.parse(await api.post<unknown>(`/admin/billings/${encodeURIComponent(id)}/${transition}`)).data;
}

export function useBillingTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: BillingTransition }) =>
      transitionBilling(id, transition),
    // The confirmation shows a refusal ('Cannot renew billing cycle for inactive billing') itself.
    meta: { handlesErrors: true },
    onSettled: () => invalidateLicensing(queryClient),
  });
}
