import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { loginBody } from '@portal/contracts';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { needsSecondFactor, useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: () => void;
  /** The password was right and the account asks for a code next. */
  onTwoFactor: () => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const cf = useContractForm(loginBody, {
    initialValues: { email: '', password: '' },
    mutation: login,
    onSuccess: (result) => (needsSecondFactor(result) ? onTwoFactor() : onSignedIn()),
    // Nothing to lose on a sign-in form; and "credentials incorrect" belongs in the alert too.
    confirmLeave: false,
    alertFieldErrors: true,
  });
  const passwordError = cf.form.errors.password;

  return (
    <ContractForm form={cf} alertTitle={t('auth.login.failed')}>
      <TextInput
        {...cf.form.getInputProps('email')}
        label={t('auth.login.email')}
        placeholder={t('auth.login.emailPlaceholder')}
        type="email"
        autoComplete="username"
        leftSection={<IconAt size={16} />}
        autoFocus
      />
      <PasswordInput
        {...cf.form.getInputProps('password')}
        // Mantine's PasswordInput does not mark its input invalid itself.
        aria-invalid={Boolean(passwordError)}
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
      <Button {...cf.submitProps} fullWidth>
        {t('auth.login.submit')}
      </Button>
    </ContractForm>
  );
}
