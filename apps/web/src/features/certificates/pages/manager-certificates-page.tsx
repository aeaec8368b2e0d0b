import { ActionIcon, Button, Grid, Select, Stack, Text, Tooltip } from '@mantine/core';
import { type Certificate, certificateList } from '@portal/contracts';
import { IconCertificateOff, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useManagerCertificates } from '../api/certificates';
import { useAchievementText } from '../components/achievement-text';
import { CertificateStatusBadge } from '../components/certificate-status-badge';
import { RevokeCertificateModal } from '../components/revoke-certificate-modal';

/** `manager/certificates`: the own organization's certificates, filtered by status and holder; revoke with a reason. */
export function ManagerCertificatesPage() {
  const { t } = useTranslation();
  const achievementText = useAchievementText();
  const list = useListParams(certificateList);
  const table = useListTable(list, useManagerCertificates(list.params));
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const { filter } = list.params;

  const columns: ListColumns<Certificate, typeof certificateList> = [
    {
      key: 'number',
      header: t('certificates.manager.columns.number'),
      sort: 'number',
      nowrap: true,
      render: (row) => <Text ff="monospace">{row.number}</Text>,
    },
    {
      key: 'holder',
      header: t('certificates.manager.columns.holder'),
      sort: 'holder_name',
      render: (row) => row.holder_name,
    },
    {
      key: 'achievement',
      header: t('certificates.manager.columns.achievement'),
      render: (row) => {
        const achievement = achievementText(row.achievement);
        return (
          <Stack gap={0}>
            <Text fz="sm">{achievement.name}</Text>
            <Text fz="xs" c="dimmed">
              {achievement.versions}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'issued_at',
      header: t('certificates.manager.columns.issued'),
      sort: 'issued_at',
      nowrap: true,
      render: (row) => formatDate(row.issued_at),
    },
    {
      key: 'status',
      header: t('certificates.manager.columns.status'),
      render: (row) => (
        <Stack gap={2}>
          <CertificateStatusBadge status={row.status} />
          {row.revoked_at && (
            <Text fz="xs" c="dimmed">
              {formatDate(row.revoked_at)}: {row.revocation_reason}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  const active = Boolean(filter.status || filter.search);

  return (
    <>
      <PageHeader title={t('certificates.manager.title')} description={t('certificates.manager.description')} />
      <Grid gap="sm" mb="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ListSearchInput
            label={t('certificates.manager.filters.search')}
            value={filter.search}
            onChange={(value) => list.setFilter('search', value, { replace: true })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('certificates.manager.filters.status')}
            placeholder={t('certificates.manager.filters.anyStatus')}
            data={(['valid', 'revoked'] as const).map((status) => ({
              value: status,
              label: t(`certificates.status.${status}`),
            }))}
            value={filter.status ?? null}
            onChange={(value) => list.setFilter('status', value)}
            clearable
          />
        </Grid.Col>
        {active && (
          <Grid.Col span={{ base: 12, md: 'content' }}>
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={list.reset}>
              {t('list.clearFilters')}
            </Button>
          </Grid.Col>
        )}
      </Grid>
      <DataTable
        {...table}
        label={t('certificates.manager.label')}
        columns={columns}
        minWidth={800}
        rowActions={(row) =>
          row.status === 'revoked' ? null : (
            <Tooltip label={t('certificates.manager.revoke', { number: row.number })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('certificates.manager.revoke', { number: row.number })}
                onClick={() => setRevoking(row)}
              >
                <IconCertificateOff size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
        empty={
          list.filtered
            ? {
                title: t('certificates.manager.noMatchTitle'),
                message: t('certificates.manager.noMatchMessage'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : { title: t('certificates.manager.emptyTitle'), message: t('certificates.manager.emptyMessage') }
        }
      />
      {revoking && <RevokeCertificateModal certificate={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}
