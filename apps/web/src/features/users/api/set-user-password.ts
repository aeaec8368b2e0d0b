import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetUserPasswordBody {
  password: string;
  password_confirmation: string;
}

/** An admin sets the password; the user must choose a new one at the next sign-in. */
export async function setUserPassword(id: string, body: SetUserPasswordBody): Promise<null> {
  await api.post<{ data: null }>(`/admin/users/${encodeURIComponent(id)}/change-password`, body);
  return null;
}

export function useSetUserPassword(id: string) {
  return useMutation({
    mutationFn: (body: SetUserPasswordBody) => setUserPassword(id, body),
    meta: { handlesErrors: true },
  });
}
