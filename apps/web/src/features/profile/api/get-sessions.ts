import { dataEnvelope, type UserSession, userSessionList } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the signed-in user's sessions; mutations invalidate all of them. */
export const sessionsQueryKey = ['sessions'] as const;

const sessionList = dataEnvelope(userSessionList);

/** The signed-in user's live sessions, the current one first. */
export async function getSessions(signal?: AbortSignal): Promise<UserSession[]> {
  const answer = await api.get<unknown>('/profile/sessions', { signal });
  return sessionList.parse(answer).data;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionsQueryKey, 'list'],
    queryFn: ({ signal }) => getSessions(signal),
    // Sessions start and end on other devices: ask again whenever the section is shown.
    staleTime: 0,
    // The panel shows its own error state.
    meta: { handlesErrors: true },
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
