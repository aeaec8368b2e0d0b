import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordBody, type CurrentUser, changePasswordBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { contractValidator, passwordConfirmation, serverFieldErrors } from '../../../lib/forms';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const fields = ['current_password', 'password', 'password_confirmation'] as const;

function differentFromCurrent(values: Values) {
  return {
    ...passwordConfirmation(values),
    password: values.password && values.password === values.current_password ? 'validation.password_same' : undefined,
  };
}

interface ChangePasswordFormProps {
  onChanged?: (user: CurrentUser) => void;
  /** A full-width button on the stand-alone page, a right-aligned one in the profile. */
  fullWidth?: boolean;
  autoFocus?: boolean;
}

/** Used by the profile and by /change-password (where an admin-set password must be replaced). */
export function ChangePasswordForm({ onChanged, fullWidth, autoFocus }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: contractValidator<Values>(changePasswordBody, differentFromCurrent),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(values satisfies ChangePasswordBody, {
      onSuccess: (user) => {
        notifySuccess(tMessage('message.password_changed'));
        form.reset();
        onChanged?.(user);
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  const button = (
    <Button type="submit" fullWidth={fullWidth} loading={change.isPending} disabled={change.isPending}>
      {t('password.change')}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={fullWidth ? undefined : 480}>
        <FormAlert error={change.error} fields={fields} />
        <PasswordField
          {...form.getInputProps('current_password')}
          label={t('password.current')}
          autoComplete="current-password"
          autoFocus={autoFocus}
        />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
          value={form.values.password}
          passwordLabel={t('password.new')}
          confirmationLabel={t('password.confirmNew')}
        />
        {fullWidth ? button : <Group justify="flex-end">{button}</Group>}
      </Stack>
    </form>
  );
}
