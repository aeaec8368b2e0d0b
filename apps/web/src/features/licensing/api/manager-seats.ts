import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type managerSeatList,
  type OrganizationSeat,
  organizationSeat,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerLicensingQueryKey as licensingQueryKey } from './keys';

export type ManagerSeatListParams = ListParams<(typeof managerSeatList.filters)[number]>;

const envelope = listEnvelope(organizationSeat);

/** `GET /api/manager/seats`: the organization's attached seats with their user's last sign-in, idle first. */
export async function getSeats(
  params: ManagerSeatListParams,
  signal?: AbortSignal,
): Promise<{ data: OrganizationSeat[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`/manager/seats?${search.toString()}`, { signal }));
}

export const seatsQueryKey = [...licensingQueryKey, 'seats'] as const;

export function useSeats(params: ManagerSeatListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...seatsQueryKey, params],
      queryFn: ({ signal }) => getSeats(params, signal),
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}

/** How many seats are idle now (the total of the idle filter; one row fetched). */
export function useIdleSeatsCount() {
  const params: ManagerSeatListParams = { filter: { idle: 'true' }, page: 1, perPage: 1 };
  return useQuery(
    queryOptions({
      queryKey: [...seatsQueryKey, 'idle-count'],
      queryFn: async ({ signal }) => (await getSeats(params, signal)).meta.total,
      meta: { handlesErrors: true },
    }),
  );
}
