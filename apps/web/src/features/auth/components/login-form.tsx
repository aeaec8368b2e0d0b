import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LoginBody, loginBody } from '@portal/contracts';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstFieldErrors, isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { needsSecondFactor, useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: () => void;
  /** The password was right and the account asks for a code next. */
  onTwoFactor: () => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    // The contract's schema: the same rules and message keys the server answers 422 with.
    validate: schemaResolver(loginBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginBody.parse(values), {
      onSuccess: (result) => {
        if (needsSecondFactor(result)) onTwoFactor();
        else onSignedIn();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) form.setErrors(firstFieldErrors(error.errors));
      },
    });
  });

  const fieldError = (field: keyof LoginBody) => {
    const key = form.errors[field];
    return typeof key === 'string' ? tMessage(key) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.login.failed')}>
            {isApiError(login.error) ? login.error.message : tMessage('error.something_went_wrong')}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('email')}
          error={fieldError('email')}
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          autoFocus
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={fieldError('password')}
          // Mantine's PasswordInput does not mark its input invalid itself.
          aria-invalid={Boolean(fieldError('password'))}
          label={t('auth.login.password')}
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          // Kept free of the word "password" so the field's label stays unique for assistive tech and e2e.
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" fz="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
