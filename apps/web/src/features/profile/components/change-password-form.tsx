import { Box, Button, Group } from '@mantine/core';
import { type CurrentUser, changePasswordBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { passwordConfirmation } from '../../../lib/forms';
import { tMessage } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/change-password';

type Values = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

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
  const cf = useContractForm(changePasswordBody, {
    initialValues: { current_password: '', password: '', password_confirmation: '' } as Values,
    extraValidate: differentFromCurrent,
    mutation: change,
    successMessage: tMessage('message.password_changed'),
    onSuccess: (user) => {
      cf.form.reset();
      onChanged?.(user);
    },
  });
  const { form } = cf;

  const button = (
    <Button {...cf.submitProps} fullWidth={fullWidth}>
      {t('password.change')}
    </Button>
  );

  return (
    <Box maw={fullWidth ? undefined : 480}>
      <ContractForm form={cf}>
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
      </ContractForm>
    </Box>
  );
}
