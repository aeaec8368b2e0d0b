import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PublicCard } from '../../../components/public-card';
import { StatusCard } from '../../../components/status-card';
import { isApiError } from '../../../lib/api-error';
import { href } from '../../../lib/screens';
import { useConfirmEmail } from '../api/confirm-email';

const DEAD_LINK = new Set([404, 410, 422]);

/**
 * The link from the mail to a new address. A button, not a request on load:
 * mail scanners open links, and only the person may spend this one.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();

  if (confirm.data) {
    return (
      <StatusCard icon={<IconCircleCheck size={28} />} title={t('confirmEmail.doneTitle')} message={confirm.data}>
        <Button component={Link} to={href('profile')} fullWidth>
          {t('confirmEmail.toProfile')}
        </Button>
      </StatusCard>
    );
  }
  if (isApiError(confirm.error) && DEAD_LINK.has(confirm.error.status)) {
    const message = confirm.error.errors.token?.[0] ? confirm.error.errors.token[0] : confirm.error.message;
    return (
      <StatusCard
        icon={<IconMailCheck size={28} />}
        color="orange"
        title={t('auth.link.problemTitle')}
        message={message}
      >
        <Text fz="sm" c="dimmed" ta="center">
          {t('confirmEmail.problemHint')}
        </Text>
        <Button component={Link} to={href('profile')} fullWidth>
          {t('confirmEmail.toProfile')}
        </Button>
      </StatusCard>
    );
  }

  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} fz={26}>
          {t('confirmEmail.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('confirmEmail.intro')}
        </Text>
        <FormAlert error={confirm.error} fields={[]} />
        <Button
          fullWidth
          loading={confirm.isPending}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {t('confirmEmail.submit')}
        </Button>
      </Stack>
    </PublicCard>
  );
}
