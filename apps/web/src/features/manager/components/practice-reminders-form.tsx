import { Button, Group, TextInput } from '@mantine/core';
import { type PracticeReminders, practiceRemindersBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdatePracticeReminders } from '../api/practice-reminders';

/** The organization's inactivity reminder: a mail to each trainee after this many days without training. */
export function PracticeRemindersForm({ settings }: { settings: PracticeReminders }) {
  const { t } = useTranslation();
  const save = useUpdatePracticeReminders();
  const cf = useContractForm(practiceRemindersBody, {
    initialValues: { inactivity_days: settings.inactivity_days?.toString() ?? '' },
    mutation: save,
    successMessage: (saved) =>
      saved.inactivity_days === null
        ? t('manager.practiceReminders.off')
        : t('manager.practiceReminders.on', { count: saved.inactivity_days }),
  });
  return (
    <ContractForm form={cf}>
      <TextInput
        label={t('manager.practiceReminders.label')}
        description={t('manager.practiceReminders.description')}
        inputMode="numeric"
        maw={320}
        {...cf.form.getInputProps('inactivity_days')}
      />
      <Group justify="flex-end" mt="sm">
        <Button {...cf.submitProps}>{t('manager.practiceReminders.submit')}</Button>
      </Group>
    </ContractForm>
  );
}
