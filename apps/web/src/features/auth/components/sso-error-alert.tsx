import { Alert } from '@mantine/core';
import { SSO_ERRORS, type SsoError } from '@portal/contracts/basics';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Why a single sign-on ended on the login page (`/login?sso_error=…`, the callback's answer), in the person's
 * words; an unknown reason reads as a failed one. Loaded with its texts only when there is one.
 */
export function SsoErrorAlert({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const known = (SSO_ERRORS as readonly string[]).includes(reason) ? reason : 'failed';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('ssoSignIn.failure.title')}
      mb="md"
    >
      {t(`ssoSignIn.failure.${known as SsoError}`)}
    </Alert>
  );
}
