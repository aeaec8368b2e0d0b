import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailOnlyBody } from '@portal/contracts';
import { IconAt, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { href } from '../../../lib/screens';
import { useResendActivation } from '../api/resend-activation';

const fields = ['email'] as const;

/** On a dead activation or invitation link: ask for a new one by email. */
export function RequestActivationLink() {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const form = useForm({ initialValues: { email: '' }, validate: contractValidator(emailOnlyBody) });
  const submit = form.onSubmit((values) => {
    resend.mutate(emailOnlyBody.parse(values).email, {
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  return (
    <Stack gap="md">
      {resend.data ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
          {resend.data}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert error={resend.error} fields={fields} />
            <TextInput
              {...form.getInputProps('email')}
              label={t('auth.link.email')}
              description={t('auth.link.newActivationHint')}
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} />}
            />
            <Button type="submit" fullWidth loading={resend.isPending} disabled={resend.isPending}>
              {t('auth.link.sendNewLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Stack align="center">
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
