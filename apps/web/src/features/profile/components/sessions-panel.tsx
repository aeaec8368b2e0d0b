import { Alert, Button, Divider, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconLogout2 } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { SessionItem } from './session-item';

/**
 * "Your sessions": where the account is signed in, with sign-out per other
 * session and for all of them at once. The current session is not offered
 * here; the usual sign-out ends it.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  // The API client sends one change at a time; the buttons say so by waiting.
  const busy = endSession.isPending || endOthers.isPending;

  if (sessions.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>{t('profile.sessions.loading')}</VisuallyHidden>
        {[0, 1].map((row) => (
          <Group key={row} gap="md" wrap="nowrap" aria-hidden>
            <Skeleton height={34} width={34} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="45%" />
              <Skeleton height={10} width="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }

  if (sessions.isError) {
    const reason = isApiError(sessions.error) ? sessions.error.message : tMessage('error.something_went_wrong');
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('profile.sessions.loadFailed')}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{reason}</Text>
          <Button size="xs" variant="default" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
            {t('profile.sessions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const list = sessions.data;
  const others = list.filter((session) => !session.current);
  const now = Date.now();

  const signOut = (id: string) =>
    endSession.mutate(id, { onSuccess: () => notifySuccess(t('profile.sessions.signedOut')) });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (count) => notifySuccess(t('profile.sessions.signedOutOthers', { count })),
    });

  return (
    <Stack gap="md">
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('profile.sessions.title')}>
        {list.map((session, index) => (
          <Fragment key={session.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <SessionItem
              session={session}
              now={now}
              onSignOut={session.current ? undefined : () => signOut(session.id)}
              signingOut={endSession.isPending && endSession.variables === session.id}
              disabled={busy}
            />
          </Fragment>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {others.length === 0
            ? t('profile.sessions.noOthers')
            : t('profile.sessions.others', { count: others.length })}
        </Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout2 size={16} />}
          onClick={signOutOthers}
          loading={endOthers.isPending}
          disabled={others.length === 0 || busy}
        >
          {t('profile.sessions.signOutOthers')}
        </Button>
      </Group>
    </Stack>
  );
}
