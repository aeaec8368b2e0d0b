import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose field is marked invalid for assistive tech (Mantine's
 * PasswordInput does not do that itself) and whose show/hide toggle has a name
 * without the word "password", so each field's label stays unique.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      leftSection={<IconLock size={16} />}
      {...props}
      aria-invalid={Boolean(props.error)}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
    />
  );
}
