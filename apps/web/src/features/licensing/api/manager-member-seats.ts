import { dataEnvelope, type Seat, seat } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { managerLicensingQueryKey as licensingQueryKey } from './keys';

const envelope = dataEnvelope(z.array(seat));

/** `GET /api/manager/members/{userId}/seats`: the member's attached seats of the organization's licenses. */
export async function getMemberSeats(userId: string, signal?: AbortSignal): Promise<Seat[]> {
  const answer = await api.get<unknown>(`/manager/members/${encodeURIComponent(userId)}/seats`, {
    signal,
    quietForbidden: true,
  });
  return envelope.parse(answer).data;
}

export const memberSeatsQueryKey = (userId: string) => [...licensingQueryKey, 'member', userId] as const;

export function useMemberSeats(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberSeatsQueryKey(userId),
      queryFn: ({ signal }) => getMemberSeats(userId, signal),
      meta: { handlesErrors: true },
    }),
  );
}
