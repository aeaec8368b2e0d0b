import { type CurrentUser, currentUser, type ProfileBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-cache';

export async function updateProfile(body: ProfileBody): Promise<CurrentUser> {
  const answer = await api.patch<{ data: unknown }>('/profile', body);
  return currentUser.parse(answer.data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: (user) => {
      // The UI switches to the saved language at once (followUserLanguage watches the session user),
      // and Accept-Language carries it from the next request on.
      updateSessionUser(queryClient, user);
    },
  });
}
