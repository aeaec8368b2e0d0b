import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RegisterBody, registerBody } from '@portal/contracts';
import { IconAt } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { contractValidator, passwordConfirmation, serverFieldErrors } from '../../../lib/forms';
import { href } from '../../../lib/screens';
import { useRegister } from '../api/register';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  accept_terms: boolean;
}

const fields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'accept_terms'] as const;

interface RegisterFormProps {
  onRegistered: (result: { email: string; message: string }) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useForm<Values>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      accept_terms: false,
    },
    validate: contractValidator<Values>(registerBody, passwordConfirmation),
  });

  const submit = form.onSubmit((values) => {
    const body = registerBody.parse(values) as RegisterBody & { email: string };
    register.mutate(body, {
      onSuccess: (message) => onRegistered({ email: body.email, message }),
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  const legalLink = (to: string) => <Anchor component={Link} to={to} target="_blank" fz="sm" />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert error={register.error} fields={fields} title={t('auth.register.failed')} />
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
        <Button type="submit" fullWidth mt="xs" loading={register.isPending} disabled={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
