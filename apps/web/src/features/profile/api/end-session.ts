import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** Signs one of the user's sessions out (the panel offers it for the other sessions only). */
export async function endSession(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/profile/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Also after a failure: a 404 means the session had already ended elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
