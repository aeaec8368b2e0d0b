import type { GetInputPropsReturnType } from '@mantine/form';
import { tMessage } from '../lib/i18n';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldsProps {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  /** The typed password, for the strength meter. */
  value: string;
  passwordLabel: string;
  confirmationLabel: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the rule as hint and a strength meter. */
export function NewPasswordFields({
  password,
  confirmation,
  value,
  passwordLabel,
  confirmationLabel,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        description={tMessage('validation.password_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <PasswordStrength value={value} />
      <PasswordField {...confirmation} label={confirmationLabel} autoComplete="new-password" />
    </>
  );
}
