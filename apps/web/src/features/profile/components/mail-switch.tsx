import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-user';
import { type MailSetting, useUpdateMailSwitch } from '../api/update-mail-switch';

/** Each setting's texts (`profile.<key>.label|description|on|off|failed`). */
const TEXTS = {
  refresh_reminders: 'profile.refreshReminders',
  practice_reminders: 'profile.practiceReminders',
} as const satisfies Record<MailSetting, string>;

/**
 * One mail opt-out (the refresh-due mails, the practice reminders): a switch that saves at once. It shows the wanted
 * state while saving and the stored one after, so a failed save flips it back and says why.
 */
export function MailSwitch({ setting }: { setting: MailSetting }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const update = useUpdateMailSwitch(user, setting);
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? user[setting];
  const texts = TEXTS[setting];

  return (
    <Switch
      checked={checked}
      label={t(`${texts}.label`)}
      description={t(`${texts}.description`)}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        // Not disabled while saving (that would drop the keyboard focus): a second flip waits for the first.
        if (update.isPending) return;
        setPending(on);
        update.mutate(on, {
          onSuccess: () => notifySuccess(t(on ? `${texts}.on` : `${texts}.off`)),
          onError: (error) => notifyError(isApiError(error) && error.message ? error.message : t(`${texts}.failed`)),
          onSettled: () => setPending(null),
        });
      }}
    />
  );
}
