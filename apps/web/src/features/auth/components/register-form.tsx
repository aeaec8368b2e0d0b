import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { type RegisterBody, registerBody } from '@portal/contracts';
import { IconAt } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { passwordConfirmation } from '../../../lib/forms';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRegister } from '../api/register';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  accept_terms: boolean;
}

interface RegisterFormProps {
  onRegistered: (result: { email: string; message: string }) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const cf = useContractForm(registerBody, {
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      accept_terms: false,
    },
    extraValidate: passwordConfirmation,
    mutation: register,
    toBody: (values: Values) => registerBody.parse(values) as RegisterBody,
    onSuccess: (message, _values, body) => onRegistered({ email: body.email, message }),
    // A public page: nothing to lose by leaving but a half-typed sign-up.
    confirmLeave: false,
  });
  const { form } = cf;

  const legalLink = (to: string) => <Anchor component={Link} to={to} target="_blank" fz="sm" />;

  return (
    <ContractForm form={cf} alertTitle={t('auth.register.failed')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          {...form.getInputProps('first_name')}
          label={t('auth.register.firstName')}
          autoComplete="given-name"
          autoFocus
        />
        <TextInput
          {...form.getInputProps('last_name')}
          label={t('auth.register.lastName')}
          autoComplete="family-name"
        />
      </SimpleGrid>
      <TextInput
        {...form.getInputProps('email')}
        label={t('auth.register.email')}
        placeholder={t('auth.login.emailPlaceholder')}
        type="email"
        autoComplete="email"
        leftSection={<IconAt size={16} />}
      />
      <NewPasswordFields
        password={form.getInputProps('password')}
        confirmation={form.getInputProps('password_confirmation')}
        value={form.values.password}
        passwordLabel={t('auth.register.password')}
        confirmationLabel={t('auth.register.confirmPassword')}
      />
      <Checkbox
        {...form.getInputProps('accept_terms', { type: 'checkbox' })}
        label={
          <Trans
            i18nKey="auth.register.acceptTerms"
            components={{ privacy: legalLink(href('privacy-policy')), terms: legalLink(href('terms-of-use')) }}
          />
        }
      />
      <Button {...cf.submitProps} fullWidth mt="xs">
        {t('auth.register.submit')}
      </Button>
    </ContractForm>
  );
}
