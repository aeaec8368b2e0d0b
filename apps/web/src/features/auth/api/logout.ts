import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, forgetCsrfToken } from '../../../lib/api-client';
import { markSignedOut } from '../../../lib/session-user';
import { authorizedQueryKey } from './get-authorized';

export async function logout(): Promise<void> {
  await api.post<{ data: null }>('/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetCsrfToken();
      markSignedOut();
      // Nothing of the signed-out user may survive in memory; the session entry stays, as "nobody".
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(authorizedQueryKey) });
      queryClient.setQueryData(authorizedQueryKey, null);
    },
  });
}
