import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { StatusCard } from '../../../components/status-card';
import { notifySuccess } from '../../../lib/notify';
import { href } from '../../../lib/screens';
import { useResendActivation } from '../api/resend-activation';

interface CheckEmailPanelProps {
  email: string;
  message: string;
}

/** After sign-up: the server's message, and a new activation mail if the first one went missing. */
export function CheckEmailPanel({ email, message }: CheckEmailPanelProps) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  return (
    <StatusCard icon={<IconMailForward size={28} />} title={t('auth.register.checkEmail')} message={message}>
      <Text fz="sm" c="dimmed" ta="center">
        {t('auth.register.sentTo', { email })}
      </Text>
      <FormAlert error={resend.error} fields={[]} />
      <Button
        variant="light"
        fullWidth
        loading={resend.isPending}
        disabled={resend.isPending}
        onClick={() => resend.mutate(email, { onSuccess: notifySuccess })}
      >
        {t('auth.register.resend')}
      </Button>
      <Stack align="center">
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </StatusCard>
  );
}
