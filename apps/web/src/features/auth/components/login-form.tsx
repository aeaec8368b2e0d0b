import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginBody } from '@portal/contracts';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstFieldErrors, isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { loadSchemas, preloadSchemas } from '../../../lib/schemas';
import { href } from '../../../lib/screens';
import { needsSecondFactor, useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: () => void;
  /** The password was right and the account asks for a code next. */
  onTwoFactor: () => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [checking, setChecking] = useState(false);
  // Two fields in plain state: the first screen most visitors see does without the form library
  // (6 KB) that the other forms use.
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginBody, string>>>({});
  const field = (name: keyof LoginBody) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      // As the other forms do: typing in a field clears its message.
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  // The contract's schema: the same rules and message keys the server answers 422 with. It arrives
  // with zod on the first submit (or as soon as the person types), not with the page.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || login.isPending) return;
    setChecking(true);
    const parsed = await loadSchemas()
      .then(({ loginBody }) => loginBody.safeParse(values))
      .finally(() => setChecking(false));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if (needsSecondFactor(result)) onTwoFactor();
        else onSignedIn();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(firstFieldErrors(error.errors));
      },
    });
  };

  const fieldError = (name: keyof LoginBody) => {
    const key = errors[name];
    return typeof key === 'string' ? tMessage(key) : undefined;
  };

  return (
    <form onSubmit={(event) => void submit(event)} onInput={preloadSchemas} noValidate>
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.login.failed')}>
            {isApiError(login.error) ? login.error.message : tMessage('error.something_went_wrong')}
          </Alert>
        )}
        <TextInput
          {...field('email')}
          error={fieldError('email')}
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          autoFocus
        />
        <PasswordInput
          {...field('password')}
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
          <Anchor component={Link} to={href('forgot-password')} fz="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending || checking}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
