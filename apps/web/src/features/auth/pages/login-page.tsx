import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { safeRedirect } from '../../../lib/safe-redirect';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));

  return (
    <PublicCard>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={26}>
          {t('auth.login.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.login.subtitle')}
        </Text>
      </Stack>
      <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
    </PublicCard>
  );
}
