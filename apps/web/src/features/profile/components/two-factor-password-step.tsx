import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TwoFactorSetup, twoFactorSetupBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { useSetupTwoFactor } from '../api/setup-two-factor';

const fields = ['password'] as const;

interface Props {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}

/** Enrolment starts with the password, so an unattended signed-in browser cannot enrol someone else's phone. */
export function TwoFactorPasswordStep({ onStarted, onCancel }: Props) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const form = useForm({ initialValues: { password: '' }, validate: contractValidator(twoFactorSetupBody) });
  const submit = form.onSubmit((values) => {
    setup.mutate(values.password, {
      onSuccess: onStarted,
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text fz="sm">{t('twoFactor.passwordIntro')}</Text>
        <FormAlert error={setup.error} fields={fields} />
        <PasswordField
          {...form.getInputProps('password')}
          label={t('twoFactor.password')}
          autoComplete="current-password"
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={setup.isPending}>
            {t('twoFactor.cancel')}
          </Button>
          <Button type="submit" loading={setup.isPending} disabled={setup.isPending}>
            {t('twoFactor.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
