import { type HardwareItem, hardwareItem, type ListMeta, listEnvelope, listSearchParams } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HardwareListParams, hardwareQueryKey } from './keys';

const envelope = listEnvelope(hardwareItem);

/** `GET /api/manager/hardware`: the own organization's items (read). */
export async function getManagerHardware(
  params: HardwareListParams,
  signal?: AbortSignal,
): Promise<{ data: HardwareItem[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`/manager/hardware?${search.toString()}`, { signal }));
}

export const managerHardwareQueryOptions = (params: HardwareListParams) =>
  queryOptions({
    queryKey: [...hardwareQueryKey, 'list', 'manager', params],
    queryFn: ({ signal }) => getManagerHardware(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useManagerHardware(params: HardwareListParams) {
  return useQuery(managerHardwareQueryOptions(params));
}
