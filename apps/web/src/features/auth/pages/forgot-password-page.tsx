import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailOnlyBody } from '@portal/contracts';
import { IconAt, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PublicCard } from '../../../components/public-card';
import { StatusCard } from '../../../components/status-card';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { href } from '../../../lib/screens';
import { useRecoverPassword } from '../api/recover-password';

const fields = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recover = useRecoverPassword();
  const form = useForm({ initialValues: { email: '' }, validate: contractValidator(emailOnlyBody) });
  const submit = form.onSubmit((values) => {
    recover.mutate(emailOnlyBody.parse(values).email, {
      onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
    });
  });

  if (recover.data) {
    return (
      <StatusCard icon={<IconMailForward size={28} />} title={t('auth.forgot.sentTitle')} message={recover.data}>
        <Text fz="sm" c="dimmed" ta="center">
          {t('auth.forgot.sentHint')}
        </Text>
        <Stack align="center">
          <Anchor component={Link} to={href('login')} fz="sm">
            {t('auth.backToSignIn')}
          </Anchor>
        </Stack>
      </StatusCard>
    );
  }

  return (
    <PublicCard>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={26}>
          {t('auth.forgot.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.forgot.subtitle')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={recover.error} fields={fields} />
          <TextInput
            {...form.getInputProps('email')}
            label={t('auth.forgot.email')}
            placeholder={t('auth.login.emailPlaceholder')}
            type="email"
            autoComplete="email"
            leftSection={<IconAt size={16} />}
            autoFocus
          />
          <Button type="submit" fullWidth mt="xs" loading={recover.isPending} disabled={recover.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Stack align="center" mt="lg">
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
