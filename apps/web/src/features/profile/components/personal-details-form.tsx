import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type ProfileBody, profileBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { applyLanguage, tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';

export function PersonalDetailsForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const update = useUpdateProfile();
  const cf = useContractForm(profileBody, {
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      language: user.language === 'de' ? 'de' : 'en',
    } as ProfileBody,
    mutation: update,
    onSuccess: (fresh) => {
      cf.form.setInitialValues({ first_name: fresh.first_name, last_name: fresh.last_name, language: fresh.language });
      cf.form.resetDirty();
      // The saved language takes over at once: the confirmation speaks it (its texts may still be on the way).
      void applyLanguage(fresh.language).then(() => notifySuccess(tMessage('message.profile_saved')));
    },
  });
  const { form } = cf;

  return (
    <ContractForm form={cf}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput {...form.getInputProps('first_name')} label={t('profile.firstName')} autoComplete="given-name" />
        <TextInput {...form.getInputProps('last_name')} label={t('profile.lastName')} autoComplete="family-name" />
        <NativeSelect
          {...form.getInputProps('language')}
          label={t('profile.language')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'de', label: 'Deutsch' },
          ]}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button {...cf.submitProps}>{t('profile.save')}</Button>
      </Group>
    </ContractForm>
  );
}
