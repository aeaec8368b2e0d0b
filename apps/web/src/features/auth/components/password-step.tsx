import { Anchor, Group, PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/screens';

/**
 * The sign-in's password field and "Forgot password?", shown once the e-mail is known to sign in with a
 * password. A chunk of its own (with Mantine's PasswordInput): the first screen of /login asks the e-mail
 * only, so its first load does without them; `preloadPasswordStep` fetches it as the person types.
 */
export function PasswordStep({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        value={value}
        onChange={onChange}
        error={error}
        // Mantine's PasswordInput does not mark its input invalid itself.
        aria-invalid={Boolean(error)}
        label={t('auth.login.password')}
        placeholder={t('auth.login.passwordPlaceholder')}
        autoComplete="current-password"
        leftSection={<IconLock size={16} />}
        // Kept free of the word "password" so the field's label stays unique for assistive tech and e2e.
        visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
        autoFocus
      />
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={href('forgot-password')} fz="sm">
          {t('auth.login.forgotPassword')}
        </Anchor>
      </Group>
    </>
  );
}
