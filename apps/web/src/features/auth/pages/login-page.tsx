import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { loadUiTexts } from '../../../lib/i18n';
import { safeRedirect } from '../../../lib/safe-redirect';
import { href } from '../../../lib/screens';
import { LoginForm } from '../components/login-form';
import { authTexts } from '../texts';

// The second step only for accounts with two-factor authentication: its code (and zod) load when it is needed.
// Why a single sign-on failed: the alert and its texts load only when the callback sent the person here with one.
const SsoErrorAlert = lazy(async () => {
  const [module] = await Promise.all([import('../components/sso-error-alert'), loadUiTexts(authTexts)]);
  return { default: module.SsoErrorAlert };
});
const TwoFactorStep = lazy(async () => ({ default: (await import('../components/two-factor-step')).TwoFactorStep }));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [notice, setNotice] = useState<string | null>(null);
  // A single sign-on that ended here (`/login?sso_error=…`, the callback's answer).
  const ssoError = searchParams.get('sso_error');
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
      {ssoError && (
        <Suspense fallback={null}>
          <SsoErrorAlert reason={ssoError} />
        </Suspense>
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
