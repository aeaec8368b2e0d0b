import { type CurrentUser, currentUser, type ProfileBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { storePreferredLanguage } from '../../../lib/language';
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
      updateSessionUser(queryClient, user);
      // The chosen language travels as Accept-Language from now on, so messages follow it.
      storePreferredLanguage(user.language);
      void i18n.changeLanguage(user.language);
    },
  });
}
