import { type MemberSeats, memberSeatsEnvelope, type Seat } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLicensing, licensesQueryKey } from './keys';

const envelope = memberSeatsEnvelope;

const memberPath = (organizationId: string, userId: string) =>
  `/admin/organizations/${encodeURIComponent(organizationId)}/licenses/${encodeURIComponent(userId)}`;

/** `GET /api/admin/organizations/{id}/licenses/{userId}`: the member's attached seats of the organization's licenses. */
export async function getMemberSeats(
  organizationId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<MemberSeats> {
  return envelope.parse(await api.get<unknown>(memberPath(organizationId, userId), { signal }));
}

export const memberSeatsQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: [...licensesQueryKey, 'seats', organizationId, userId],
    queryFn: ({ signal }) => getMemberSeats(organizationId, userId, signal),
    meta: { handlesErrors: true },
  });

export function useMemberSeats(organizationId: string, userId: string) {
  return useQuery(memberSeatsQueryOptions(organizationId, userId));
}

/** `POST …/licenses/{userId}` with `{ license_id }`: attach a seat; the member's seats come back. */
export function useAttachMemberSeat(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { license_id: string }) =>
      envelope.parse(await api.post<unknown>(memberPath(organizationId, userId), body)),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}

/** `DELETE …/licenses/{userId}/{licenseId}`: detach the member's seat of that license. */
export function useDetachMemberSeat(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (seat: Pick<Seat, 'license_id' | 'user_id'>) =>
      envelope.parse(
        await api.delete<unknown>(`${memberPath(organizationId, userId)}/${encodeURIComponent(seat.license_id)}`),
      ),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
