import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import type { DownloadRelease } from '@portal/contracts';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { formatMegabytes } from '../platform';
import { PLATFORM_ICONS, PLATFORM_LABELS } from './platform-label';
import { ReleaseNotes } from './release-notes';

interface ReleaseCardProps {
  release: DownloadRelease;
  productName: string;
  /** The visitor's own platform: shown first, highlighted. */
  mine: boolean;
}

/** One platform's latest release: download, version, date, size, checksum to copy, notes. */
export function ReleaseCard({ release, productName, mine }: ReleaseCardProps) {
  const { t, i18n } = useTranslation();
  const Icon = PLATFORM_ICONS[release.platform];
  const platform = t(PLATFORM_LABELS[release.platform]);
  const headingId = `release-${release.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-platform={release.platform}
      style={mine ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant={mine ? 'filled' : 'light'}>
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={700} fz="lg" id={headingId} component="h3" m={0}>
                {platform}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('downloads.version', { version: release.version })}
                {release.published_at ? ` · ${formatDate(release.published_at)}` : ''}
                {` · ${formatMegabytes(release.size_bytes, i18n.language)}`}
              </Text>
            </div>
          </Group>
          {mine && <Badge variant="light">{t('downloads.yourPlatform')}</Badge>}
        </Group>
        <Button
          component="a"
          href={release.url}
          rel="noopener noreferrer"
          leftSection={<IconDownload size={18} />}
          variant={mine ? 'filled' : 'light'}
          aria-label={t('downloads.downloadFor', { product: productName, platform, version: release.version })}
        >
          {t('downloads.download')}
        </Button>
        <div>
          <Text fz="xs" c="dimmed" mb={4} id={`${headingId}-sha`}>
            {t('downloads.checksum')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code fz="xs" style={{ wordBreak: 'break-all' }} aria-labelledby={`${headingId}-sha`}>
              {release.sha256}
            </Code>
            <CopyButton value={release.sha256} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('downloads.copied') : t('downloads.copyChecksum')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('downloads.copyChecksumFor', { platform })}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
        {release.notes_html && (
          <div>
            <Text fz="xs" c="dimmed" mb={4}>
              {t('downloads.notes')}
            </Text>
            <ReleaseNotes html={release.notes_html} />
          </div>
        )}
      </Stack>
    </Card>
  );
}
