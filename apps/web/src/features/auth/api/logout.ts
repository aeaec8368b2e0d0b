import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-cache';

/**
 * Sign out. After a single sign-on the answer names the provider's end-session address (RP-initiated logout),
 * which comes back to the login page; null otherwise.
 */
export async function logout(): Promise<string | null> {
  const answer = await api.post<{ data: { redirect_url?: unknown } | null }>('/auth/logout');
  const url = answer.data?.redirect_url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (providerUrl) => {
      endSession(queryClient);
      // The provider's session ends too: the browser goes there and comes back to /login.
      if (providerUrl) window.location.assign(providerUrl);
    },
  });
}
