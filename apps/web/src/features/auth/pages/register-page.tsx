import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { href } from '../../../lib/screens';
import { CheckEmailPanel } from '../components/check-email-panel';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);

  if (registered) return <CheckEmailPanel {...registered} />;

  return (
    <PublicCard>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={26}>
          {t('auth.register.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.register.subtitle')}
        </Text>
      </Stack>
      <RegisterForm onRegistered={setRegistered} />
      <Text ta="center" fz="sm" c="dimmed" mt="lg">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={href('login')} fz="sm" underline="always">
          {t('auth.register.signIn')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
