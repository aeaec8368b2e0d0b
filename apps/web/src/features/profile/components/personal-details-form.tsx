import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProfileBody, profileBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { applyLanguage, tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-user';
import { useUpdateProfile } from '../api/update-profile';

const fields = ['first_name', 'last_name', 'language'] as const;

export function PersonalDetailsForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const update = useUpdateProfile();
  const form = useForm<ProfileBody>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      language: user.language === 'de' ? 'de' : 'en',
    },
    validate: contractValidator<ProfileBody>(profileBody),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(profileBody.parse(values), {
      onSuccess: (fresh) => {
        form.setInitialValues({ first_name: fresh.first_name, last_name: fresh.last_name, language: fresh.language });
        form.resetDirty();
        // The saved language takes over at once: the confirmation speaks it (its texts may still be on the way).
        void applyLanguage(fresh.language).then(() => notifySuccess(tMessage('message.profile_saved')));
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert error={update.error} fields={fields} />
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
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
