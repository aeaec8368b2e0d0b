import { dataEnvelope, license, type Seat } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSeatsChanged } from './attach-seat';

const envelope = dataEnvelope(license);

/** `DELETE /api/manager/licenses/{licenseId}/seats/{userId}`: the seat's history stays, it no longer counts. */
export async function detachSeat(seat: Pick<Seat, 'license_id' | 'user_id'>) {
  return envelope.parse(
    await api.delete<unknown>(
      `/manager/licenses/${encodeURIComponent(seat.license_id)}/seats/${encodeURIComponent(seat.user_id)}`,
    ),
  ).data;
}

export function useDetachSeat() {
  const changed = useSeatsChanged();
  return useMutation({
    mutationFn: detachSeat,
    // The confirmation shows a refusal itself.
    meta: { handlesErrors: true },
    onSuccess: changed,
  });
}
