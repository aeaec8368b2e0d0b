import { dataEnvelope, type License, license } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerLicensingQueryKey as licensingQueryKey } from './keys';

const envelope = dataEnvelope(license);

/** `POST /api/manager/licenses/{licenseId}/seats` with `{ user_id }`: answers the license, its seats counted again. */
export async function attachSeat(licenseId: string, userId: string): Promise<License> {
  return envelope.parse(
    await api.post<unknown>(`/manager/licenses/${encodeURIComponent(licenseId)}/seats`, { user_id: userId }),
  ).data;
}

/** After an attach or detach: the licenses, the seats and the member's seats again. */
export function useSeatsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: licensingQueryKey });
}

/** Attach a seat to the member `userId`; the form sends `{ license_id }`. */
export function useAttachSeat(userId: string) {
  const changed = useSeatsChanged();
  return useMutation({
    mutationFn: (body: { license_id: string }) => attachSeat(body.license_id, userId),
    // The form shows a refusal (expired, no free seat, seat held…) itself.
    meta: { handlesErrors: true },
    onSuccess: changed,
  });
}
