import { Button, Text } from '@mantine/core';
import { type ActivateBody, activateBody, type LoginResult, type TokenStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { passwordConfirmation } from '../../../lib/forms';
import { useContractForm } from '../../../lib/use-contract-form';
import type { useActivate } from '../api/activate';

type Values = {
  token: string;
  password: string;
  password_confirmation: string;
};

// A plain sign-up sends only the token; the password fields stay hidden and unchecked.
const tokenOnly = z.object({ token: z.string(), password: z.string(), password_confirmation: z.string() });

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
  const cf = useContractForm(status.needs_password ? activateBody : tokenOnly, {
    initialValues: { token, password: '', password_confirmation: '' } as Values,
    // The token is the link's: a 422 about it goes to the alert.
    fields: ['password', 'password_confirmation'],
    extraValidate: status.needs_password ? passwordConfirmation : undefined,
    mutation: activation,
    toBody: (values): ActivateBody => (status.needs_password ? values : { token }),
    onSuccess: onDone,
    confirmLeave: false,
  });
  const { form } = cf;

  return (
    <ContractForm form={cf} alertTitle={t('auth.activate.failed')}>
      <Text c="dimmed" fz="sm">
        {t(introOf(status), { email: status.email })}
      </Text>
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
      <Button {...cf.submitProps} fullWidth mt="xs">
        {t('auth.activate.submit')}
      </Button>
    </ContractForm>
  );
}
