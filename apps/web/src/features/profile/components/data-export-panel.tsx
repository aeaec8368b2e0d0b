import { Badge, Button, Divider, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DataExport } from '@portal/contracts';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/card-grid-states';
import { formatDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { dataExportDownloadUrl, useDataExports, useRequestDataExport } from '../api/data-exports';

const STATUS_COLOR: Record<DataExport['status'], string> = {
  pending: 'blue',
  ready: 'teal',
  failed: 'red',
  expired: 'gray',
};

/** A file size as the language writes it: `840 kB`, `2.4 MB`. */
function formatSize(bytes: number): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

function ExportItem({ item, own }: { item: DataExport; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py="sm">
      <Group gap="sm" wrap="nowrap">
        <IconFileZip size={22} aria-hidden />
        <Stack gap={2}>
          <Text fz="sm" fw={500}>
            {own ? t('profile.dataExport.ownData') : t('profile.dataExport.dataOf', { name: item.subject.name })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('profile.dataExport.requested', { date: formatDate(item.requested_at) })}
            {item.status === 'ready' && item.expires_at
              ? ` · ${t('profile.dataExport.until', { date: formatDate(item.expires_at) })}`
              : ''}
            {item.status === 'ready' && item.size ? ` · ${formatSize(item.size)}` : ''}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        <Badge color={STATUS_COLOR[item.status]} variant="light">
          {t(`profile.dataExport.status.${item.status}`)}
        </Badge>
        {item.status === 'ready' && (
          <Button
            component="a"
            href={dataExportDownloadUrl(item.id)}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('profile.dataExport.download')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * "Your data" (GDPR articles 15 and 20): ask for a ZIP of everything the portal holds about you, see it being
 * prepared, and download it for 7 days. An admin's exports of users show here too, named by whose data.
 */
export function DataExportPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const preparing = exports.data?.some((item) => item.status === 'pending' && item.subject.id === userId) ?? false;

  const ask = () =>
    request.mutate(undefined, { onSuccess: () => notifySuccess(t('profile.dataExport.requestedNotice')) });

  return (
    <Stack gap="md">
      <Group>
        <Button
          onClick={ask}
          loading={request.isPending}
          disabled={preparing}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('profile.dataExport.ask')}
        </Button>
        {preparing && (
          <Text fz="sm" c="dimmed" role="status">
            {t('profile.dataExport.preparing')}
          </Text>
        )}
      </Group>
      {exports.isPending && (
        <Stack gap="xs" role="status">
          <VisuallyHidden>{t('profile.dataExport.loading')}</VisuallyHidden>
          <Skeleton height={36} aria-hidden />
        </Stack>
      )}
      {exports.isError && (
        <LoadFailedAlert
          title={t('profile.dataExport.loadFailed')}
          error={exports.error}
          onRetry={() => void exports.refetch()}
        />
      )}
      {exports.data && exports.data.length > 0 && (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('profile.dataExport.list')}
        >
          {exports.data.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <ExportItem item={item} own={item.subject.id === userId} />
            </Fragment>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
