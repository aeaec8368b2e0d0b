import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ActivateBody, activateBody, type LoginResult, type TokenStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { contractValidator, passwordConfirmation, serverFieldErrors } from '../../../lib/forms';
import type { useActivate } from '../api/activate';

interface Values {
  token: string;
  password: string;
  password_confirmation: string;
}

const fields = ['password', 'password_confirmation'] as const;

interface ActivateFormProps {
  token: string;
  status: TokenStatus;
  activation: ReturnType<typeof useActivate>;
  onDone: (result: LoginResult) => void;
}

/** An invitation, a sign-up that needs its password chosen again (signed up twice), or a plain sign-up. */
function introOf(status: TokenStatus) {
  if (status.purpose === 'invitation') return 'auth.activate.invitationIntro' as const;
  return status.needs_password
    ? ('auth.activate.choosePasswordIntro' as const)
    : ('auth.activate.activationIntro' as const);
}

/**
 * A sign-up is activated with one click; an invitation also chooses the password.
 * A button rather than activation on load: a link is used once, and nothing
 * (double effects, link preview bots) may spend it without the person.
 */
export function ActivateForm({ token, status, activation, onDone }: ActivateFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: { token, password: '', password_confirmation: '' },
    validate: status.needs_password ? contractValidator<Values>(activateBody, passwordConfirmation) : undefined,
  });

  const submit = form.onSubmit((values) => {
    const body: ActivateBody = status.needs_password ? values : { token };
    activation.mutate(body, {
      onSuccess: onDone,
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t(introOf(status), { email: status.email })}
        </Text>
        <FormAlert error={activation.error} fields={fields} title={t('auth.activate.failed')} />
        {status.needs_password && (
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
            value={form.values.password}
            passwordLabel={t('auth.activate.password')}
            confirmationLabel={t('auth.activate.confirmPassword')}
            autoFocus
          />
        )}
        <Button type="submit" fullWidth mt="xs" loading={activation.isPending} disabled={activation.isPending}>
          {t('auth.activate.submit')}
        </Button>
      </Stack>
    </form>
  );
}
