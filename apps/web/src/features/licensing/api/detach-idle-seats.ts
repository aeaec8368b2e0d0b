import { dataEnvelope, detachedIdleSeats } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSeatsChanged } from './attach-seat';

const envelope = dataEnvelope(detachedIdleSeats);

/** `POST /api/manager/seats/detach-idle`: every seat idle for 30 days, in one go; answers how many. */
export async function detachIdleSeats(): Promise<number> {
  return envelope.parse(await api.post<unknown>('/manager/seats/detach-idle', {})).data.detached;
}

export function useDetachIdleSeats() {
  const changed = useSeatsChanged();
  return useMutation({
    mutationFn: (_: number) => detachIdleSeats(),
    meta: { handlesErrors: true },
    onSuccess: changed,
  });
}
