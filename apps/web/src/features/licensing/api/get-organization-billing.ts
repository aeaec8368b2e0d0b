import { type Billing, billing, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingQueryKey } from './keys';

const envelope = dataEnvelope(billing.nullable());

/** `GET /api/admin/organizations/{id}/billing`: null while the organization has none. */
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
