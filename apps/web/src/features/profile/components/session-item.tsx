import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SessionPlatform, UserSession } from '@portal/contracts';
import { IconDeviceDesktop, IconDeviceMobile, IconDevices, IconDeviceTablet, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const platformIcons: Record<SessionPlatform, typeof IconDevices> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
};

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"; null under a minute (the caller says "just now"). */
export function relativeTime(iso: string, now: number, language: string): string | null {
  const seconds = (Date.parse(iso) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

interface SessionItemProps {
  session: UserSession;
  now: number;
  /** Absent for the current session: it is signed out with the usual sign-out. */
  onSignOut?: () => void;
  signingOut: boolean;
  disabled: boolean;
}

/** One signed-in session: device, address, when it signed in and was last used. */
export function SessionItem({ session, now, onSignOut, signingOut, disabled }: SessionItemProps) {
  const { t, i18n } = useTranslation();
  const Icon = session.platform ? platformIcons[session.platform] : IconDevices;
  const device = session.device ?? t('profile.sessions.unknownDevice');
  const address = session.ip ?? t('profile.sessions.unknownAddress');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const lastSeen = session.current
    ? t('profile.sessions.activeNow')
    : t('profile.sessions.lastSeen', {
        time: relativeTime(session.last_seen_at, now, i18n.language) ?? t('profile.sessions.justNow'),
      });

  return (
    <Group component="li" justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <ThemeIcon variant="light" color={session.current ? 'teal' : 'gray'} size="lg" radius="md" aria-hidden>
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {device}
            </Text>
            {session.current && (
              <Badge color="teal" variant="light" size="sm">
                {t('profile.sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('profile.sessions.address', { address })}
          </Text>
          <Text fz="sm" c="dimmed">
            <time dateTime={session.created_at}>
              {t('profile.sessions.signedIn', { date: dateTime.format(new Date(session.created_at)) })}
            </time>
            {' · '}
            <time dateTime={session.last_seen_at} title={dateTime.format(new Date(session.last_seen_at))}>
              {lastSeen}
            </time>
          </Text>
        </Stack>
      </Group>
      {onSignOut && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={14} />}
          onClick={onSignOut}
          loading={signingOut}
          disabled={disabled}
          aria-label={t('profile.sessions.signOutLabel', { device, address })}
        >
          {t('profile.sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}
