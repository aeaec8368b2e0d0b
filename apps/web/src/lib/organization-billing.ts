import { type Billing, billing, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { billingQueryKey } from './query-keys';

/** Whose billing: an organization's (`/api/admin/organizations/{id}/billing`) or a user's personal one. */
export type BillingOwner = { organizationId: string } | { userId: string };

const envelope = dataEnvelope(billing.nullable());

/**
 * `GET /api/admin/organizations/{id}/billing`: null while the organization has none. The billing tab shows
 * it and the licenses tab needs it (a license goes on a billing), so both features read it here.
 */
export async function getOrganizationBilling(organizationId: string, signal?: AbortSignal): Promise<Billing | null> {
  const path = `/admin/organizations/${encodeURIComponent(organizationId)}/billing`;
  return envelope.parse(await api.get<unknown>(path, { signal, quietForbidden: true })).data;
}

export const organizationBillingQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'organization', organizationId],
    queryFn: ({ signal }) => getOrganizationBilling(organizationId, signal),
    meta: { handlesErrors: true },
  });

export function useOrganizationBilling(organizationId: string, enabled = true) {
  return useQuery({ ...organizationBillingQueryOptions(organizationId), enabled });
}
