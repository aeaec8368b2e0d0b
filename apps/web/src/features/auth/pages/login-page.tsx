import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { SSO_ERRORS, type SsoError } from '@portal/contracts/basics';
import { IconAlertCircle, IconClockExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { safeRedirect } from '../../../lib/safe-redirect';
import { href } from '../../../lib/screens';
import { LoginForm } from '../components/login-form';

// The second step only for accounts with two-factor authentication: its code (and zod) load when it is needed.
const TwoFactorStep = lazy(async () => ({ default: (await import('../components/two-factor-step')).TwoFactorStep }));

const isSsoError = (value: string): value is SsoError => (SSO_ERRORS as readonly string[]).includes(value);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [notice, setNotice] = useState<string | null>(null);
  // A single sign-on that ended here (`/login?sso_error=…`, the callback's answer): why, in the person's words.
  const ssoError = searchParams.get('sso_error');
  const ssoProblem = ssoError ? t(`auth.sso.${isSsoError(ssoError) ? ssoError : 'failed'}`) : null;
  const signedIn = () => void navigate(target, { replace: true });

  if (step === 'code') {
    return (
      <PublicCard>
        <Suspense
          fallback={
            <Center py="xl" role="status" aria-label={t('app.loading')}>
              <Loader color="teal" type="dots" />
            </Center>
          }
        >
          <TwoFactorStep
            onSignedIn={signedIn}
            onExpired={(message) => {
              setNotice(message);
              setStep('password');
            }}
            onBack={() => setStep('password')}
          />
        </Suspense>
      </PublicCard>
    );
  }

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
      {ssoProblem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.sso.title')} mb="md">
          {ssoProblem}
        </Alert>
      )}
      {notice && (
        <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} />} mb="md">
          {notice}
        </Alert>
      )}
      <LoginForm
        returnTo={target}
        onSignedIn={signedIn}
        onTwoFactor={() => {
          setNotice(null);
          setStep('code');
        }}
      />
      <Text ta="center" fz="sm" c="dimmed" mt="lg">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={href('register')} fz="sm" underline="always">
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
