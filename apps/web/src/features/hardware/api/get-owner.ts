import { adminUser, dataEnvelope, organization } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey, usersQueryKey } from '../../../lib/query-keys';
import type { HardwareOwnerRef } from './keys';

export interface OwnerSummary {
  id: string;
  name: string;
  /** The organization's place, or the user's email. */
  detail: string;
  country?: string;
}

const organizationEnvelope = dataEnvelope(organization);
const userEnvelope = dataEnvelope(adminUser);

/** The owner's name for the screen's header: `GET /api/admin/organizations/{id}` or `/api/admin/users/{id}`. */
export async function getOwner(owner: HardwareOwnerRef, signal?: AbortSignal): Promise<OwnerSummary> {
  if (owner.kind === 'organization') {
    const row = organizationEnvelope.parse(
      await api.get<unknown>(`/admin/organizations/${encodeURIComponent(owner.id)}`, { signal }),
    ).data;
    return { id: row.id, name: row.name, detail: row.city, country: row.country };
  }
  const row = userEnvelope.parse(
    await api.get<unknown>(`/admin/users/${encodeURIComponent(owner.id)}`, { signal }),
  ).data;
  return { id: row.id, name: `${row.first_name} ${row.last_name}`, detail: row.email };
}

export const ownerQueryOptions = (owner: HardwareOwnerRef) =>
  queryOptions({
    // Under the owner's own resource key: their feature's writes refresh the header too.
    queryKey: [...(owner.kind === 'organization' ? organizationsQueryKey : usersQueryKey), owner.id, 'hardware-owner'],
    queryFn: ({ signal }) => getOwner(owner, signal),
    meta: { handlesErrors: true },
  });

export function useOwner(owner: HardwareOwnerRef) {
  return useQuery(ownerQueryOptions(owner));
}
