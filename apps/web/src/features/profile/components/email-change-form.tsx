import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type EmailChangeBody, emailChangeBody } from '@portal/contracts';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { PasswordField } from '../../../components/password-field';
import { useSessionUser } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangeEmail } from '../api/change-email';
import { ProfileField } from './profile-field';

export function EmailChangeForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const change = useChangeEmail();
  const cf = useContractForm(emailChangeBody, {
    initialValues: { email: '', current_password: '' } as EmailChangeBody,
    mutation: change,
    successMessage: (message) => message,
    onSuccess: () => cf.form.reset(),
  });
  const { form } = cf;

  return (
    <Stack gap="lg">
      <ProfileField label={t('profile.currentEmail')}>{user.email}</ProfileField>
      <ContractForm form={cf}>
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
          <Button {...cf.submitProps}>{t('profile.changeEmail')}</Button>
        </Group>
      </ContractForm>
    </Stack>
  );
}
