import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EmailChangeBody, emailChangeBody } from '@portal/contracts';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-user';
import { useChangeEmail } from '../api/change-email';
import { ProfileField } from './profile-field';

const fields = ['email', 'current_password'] as const;

export function EmailChangeForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const change = useChangeEmail();
  const form = useForm<EmailChangeBody>({
    initialValues: { email: '', current_password: '' },
    validate: contractValidator<EmailChangeBody>(emailChangeBody),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(emailChangeBody.parse(values), {
      onSuccess: (message) => {
        notifySuccess(message);
        form.reset();
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  return (
    <Stack gap="lg">
      <ProfileField label={t('profile.currentEmail')}>{user.email}</ProfileField>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={change.error} fields={fields} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              {...form.getInputProps('email')}
              label={t('profile.newEmail')}
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} />}
            />
            <PasswordField
              {...form.getInputProps('current_password')}
              label={t('profile.currentPassword')}
              autoComplete="current-password"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              {t('profile.changeEmail')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
