import { dataEnvelope, type Seat, seat } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const envelope = dataEnvelope(z.array(seat));

/** `GET /api/trainee/licenses`: the signed-in user's attached seats. */
export async function getOwnLicenses(signal?: AbortSignal): Promise<Seat[]> {
  return envelope.parse(await api.get<unknown>('/trainee/licenses', { signal })).data;
}

export const ownLicensesQueryKey = ['trainee', 'licenses'] as const;

export function useOwnLicenses() {
  return useQuery(
    queryOptions({
      queryKey: ownLicensesQueryKey,
      queryFn: ({ signal }) => getOwnLicenses(signal),
      // The page shows its own error state with a retry.
      meta: { handlesErrors: true },
    }),
  );
}
