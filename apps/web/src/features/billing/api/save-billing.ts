import { type Billing, type BillingValues, billing, dataEnvelope } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BillingOwner } from '../../../lib/organization-billing';
import { invalidateBilling as invalidateLicensing } from './keys';

const envelope = dataEnvelope(billing);

export const billingPath = (owner: BillingOwner) =>
  'organizationId' in owner
    ? `/admin/organizations/${encodeURIComponent(owner.organizationId)}/billing`
    : `/admin/users/${encodeURIComponent(owner.userId)}/billing`;

/** Create the billing (its first period starts today) or change its details; a new cycle waits for the next period. */
export async function saveBilling(owner: BillingOwner, body: BillingValues): Promise<Billing> {
  return envelope.parse(await api.put<unknown>(billingPath(owner), body)).data;
}

export function useSaveBilling(owner: BillingOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingValues) => saveBilling(owner, body),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
