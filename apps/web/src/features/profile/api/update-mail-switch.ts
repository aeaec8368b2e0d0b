import type { CurrentUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../../../lib/session-cache';
import { updateProfile } from './update-profile';

/** The profile's mail opt-outs (each a switch that saves at once). */
export type MailSetting = 'refresh_reminders' | 'practice_reminders';

/**
 * One mail opt-out on or off: the profile's own update with the stored names and language (the switch saves at
 * once, whatever the personal details form holds unsaved).
 */
export function useUpdateMailSwitch(user: CurrentUser, setting: MailSetting) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      updateProfile({
        first_name: user.first_name,
        last_name: user.last_name,
        language: user.language,
        [setting]: on,
      }),
    meta: { handlesErrors: true },
    onSuccess: (fresh) => updateSessionUser(queryClient, fresh),
  });
}
