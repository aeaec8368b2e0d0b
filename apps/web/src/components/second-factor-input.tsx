import { TextInput, type TextInputProps } from '@mantine/core';
import { IconKey, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SecondFactorInputProps {
  /** Show the recovery-code field instead of the authenticator-code field. */
  recovery: boolean;
  codeInput: TextInputProps;
  recoveryInput: TextInputProps;
  autoFocus?: boolean;
}

/** The second factor: a 6-digit code from the authenticator app, or a `xxxxx-xxxxx` recovery code. */
export function SecondFactorInput({ recovery, codeInput, recoveryInput, autoFocus }: SecondFactorInputProps) {
  const { t } = useTranslation();
  return recovery ? (
    <TextInput
      key="recovery_code"
      {...recoveryInput}
      label={t('auth.twoFactor.recoveryCode')}
      placeholder="xxxxx-xxxxx"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      leftSection={<IconKey size={16} />}
      autoFocus={autoFocus}
    />
  ) : (
    <TextInput
      key="code"
      {...codeInput}
      label={t('auth.twoFactor.code')}
      placeholder="123456"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      leftSection={<IconShieldLock size={16} />}
      autoFocus={autoFocus}
    />
  );
}
