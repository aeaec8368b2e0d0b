import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-user';
import { useUpdateRefreshReminders } from '../api/update-refresh-reminders';

/**
 * The refresh-due mails (a mastered FLS task not trained for six weeks): a switch that saves at once. It shows the
 * wanted state while saving and the stored one after, so a failed save flips it back and says why.
 */
export function RefreshRemindersSwitch() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const update = useUpdateRefreshReminders(user);
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? user.refresh_reminders;

  return (
    <Switch
      checked={checked}
      label={t('profile.refreshReminders.label')}
      description={t('profile.refreshReminders.description')}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        // Not disabled while saving (that would drop the keyboard focus): a second flip waits for the first.
        if (update.isPending) return;
        setPending(on);
        update.mutate(on, {
          onSuccess: () => notifySuccess(t(on ? 'profile.refreshReminders.on' : 'profile.refreshReminders.off')),
          onError: (error) =>
            notifyError(isApiError(error) && error.message ? error.message : t('profile.refreshReminders.failed')),
          onSettled: () => setPending(null),
        });
      }}
    />
  );
}
