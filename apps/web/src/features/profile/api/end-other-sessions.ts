import { dataEnvelope, sessionsEnded } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

const answerSchema = dataEnvelope(sessionsEnded);

/** "Sign out everywhere else": ends every session but this one; answers how many ended. */
export async function endOtherSessions(): Promise<number> {
  const answer = await api.post<unknown>('/profile/sessions/sign-out-others');
  return answerSchema.parse(answer).data.ended;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
