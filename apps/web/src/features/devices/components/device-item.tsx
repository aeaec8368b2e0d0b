import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ConnectedDevice } from '@portal/contracts';
import { IconDeviceGamepad2, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { platformLabel } from './platform-label';

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"; null under a minute (the caller says "just now"). */
function relativeTime(iso: string, now: number, language: string): string | null {
  const seconds = (Date.parse(iso) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

interface DeviceItemProps {
  device: ConnectedDevice;
  now: number;
  onRevoke: () => void;
  disabled: boolean;
}

/** One connected device: its name, platform, when it was connected and last used, and "Revoke". */
export function DeviceItem({ device, now, onRevoke, disabled }: DeviceItemProps) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const lastSeen = relativeTime(device.last_seen_at, now, i18n.language) ?? t('devices.list.justNow');

  return (
    <Group component="li" justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <ThemeIcon variant="light" color="blue" size="lg" radius="md" aria-hidden>
          <IconDeviceGamepad2 size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {device.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {platformLabel(t, device.platform)}
          </Text>
          <Text fz="sm" c="dimmed">
            <time dateTime={device.created_at}>
              {t('devices.list.connected', { date: dateTime.format(new Date(device.created_at)) })}
            </time>
            {' · '}
            <time dateTime={device.last_seen_at} title={dateTime.format(new Date(device.last_seen_at))}>
              {t('devices.list.lastSeen', { time: lastSeen })}
            </time>
          </Text>
        </Stack>
      </Group>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlugConnectedX size={14} />}
        onClick={onRevoke}
        disabled={disabled}
        aria-label={t('devices.list.revokeLabel', { device: device.name })}
      >
        {t('devices.list.revoke')}
      </Button>
    </Group>
  );
}
