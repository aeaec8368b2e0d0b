import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailOnlyBody } from '@portal/contracts';
import { IconAt, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { PublicCard } from '../../../components/public-card';
import { StatusCard } from '../../../components/status-card';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRecoverPassword } from '../api/recover-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recover = useRecoverPassword();
  const cf = useContractForm(emailOnlyBody, {
    initialValues: { email: '' },
    mutation: recover,
    toBody: (values) => emailOnlyBody.parse(values).email,
    confirmLeave: false,
  });
  const { form } = cf;

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
      <ContractForm form={cf}>
        <TextInput
          {...form.getInputProps('email')}
          label={t('auth.forgot.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          autoFocus
        />
        <Button {...cf.submitProps} fullWidth mt="xs">
          {t('auth.forgot.submit')}
        </Button>
      </ContractForm>
      <Stack align="center" mt="lg">
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
