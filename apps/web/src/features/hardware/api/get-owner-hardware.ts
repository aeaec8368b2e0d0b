import { type HardwareItem, hardwareItem, type ListMeta, listEnvelope, listSearchParams } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HardwareListParams, type HardwareOwnerRef, hardwareQueryKey, ownerPath } from './keys';

const envelope = listEnvelope(hardwareItem);

/** `GET /api/admin/organizations/{id}/hardware` or `/api/admin/users/{id}/hardware`. */
export async function getOwnerHardware(
  owner: HardwareOwnerRef,
  params: HardwareListParams,
  signal?: AbortSignal,
): Promise<{ data: HardwareItem[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`${ownerPath(owner)}?${search.toString()}`, { signal }));
}

export const ownerHardwareQueryOptions = (owner: HardwareOwnerRef, params: HardwareListParams) =>
  queryOptions({
    queryKey: [...hardwareQueryKey, 'list', owner.kind, owner.id, params],
    queryFn: ({ signal }) => getOwnerHardware(owner, params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useOwnerHardware(owner: HardwareOwnerRef, params: HardwareListParams) {
  return useQuery(ownerHardwareQueryOptions(owner, params));
}
