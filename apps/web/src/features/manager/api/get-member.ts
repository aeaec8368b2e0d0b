import { dataEnvelope, type ManagerMember, managerMember } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

export const memberEnvelope = dataEnvelope(managerMember);

/** `GET /api/manager/members/{userId}`; 403 for another organization's user, 404 for an unknown one. */
export async function getMember(userId: string, signal?: AbortSignal): Promise<ManagerMember> {
  // The page says "not yours" itself: a 403 here must not send the manager to /unauthorized.
  const answer = await api.get<unknown>(`/manager/members/${encodeURIComponent(userId)}`, {
    signal,
    quietForbidden: true,
  });
  return memberEnvelope.parse(answer).data;
}

export const memberQueryKey = (userId: string) => [...membersQueryKey, userId] as const;

export function useMember(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberQueryKey(userId),
      queryFn: ({ signal }) => getMember(userId, signal),
      meta: { handlesErrors: true },
    }),
  );
}
