import { ActionIcon, Grid, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { adminCertificateList, type Certificate, certificateList } from '@portal/contracts';
import { IconCertificateOff, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { ListToolbar, listEmpty } from '../../../components/list-toolbar';
import { SearchableSelect } from '../../../components/searchable-select';
import { formatDate } from '../../../lib/format';
import { organizationOptions } from '../../../lib/options';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { type CertificatesAudience, certificatePaths, useCertificates } from '../api/certificates';
import { useAchievementText } from './achievement-text';
import { CertificateStatusBadge } from './certificate-status-badge';
import { RevokeCertificateModal } from './revoke-certificate-modal';

/**
 * The certificates one audience administers, filtered by status and holder (an admin also by organization, and
 * sees each one's organization); each with its PDF, and revoked with a reason. The manager's list is the own
 * organization's (`manager/certificates`), the admin's every organization's (`admin/certificates`).
 */
export function CertificatesList({ audience }: { audience: CertificatesAudience }) {
  const { t } = useTranslation();
  const achievementText = useAchievementText();
  const admin = audience === 'admin';
  // The manager's contract has no organization filter; both read the URL by their own list's rules.
  const list = useListParams((admin ? adminCertificateList : certificateList) as typeof adminCertificateList);
  const table = useListTable(list, useCertificates(audience, list.params));
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
    ...(admin
      ? [
          {
            key: 'organization',
            header: t('certificates.manager.columns.organization'),
            render: (row: Certificate) => row.organization_name ?? '—',
          },
        ]
      : []),
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

  const active = Boolean(filter.status || filter.search || filter.organization_id);

  return (
    <>
      <ListToolbar list={list} filtered={active}>
        <Grid.Col span={{ base: 12, md: admin ? 4 : 5 }}>
          <ListSearchInput
            label={t('certificates.manager.filters.search')}
            value={filter.search}
            onChange={(value) => list.setFilter('search', value, { replace: true })}
          />
        </Grid.Col>
        {admin && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SearchableSelect
              source={organizationOptions}
              label={t('certificates.manager.filters.organization')}
              placeholder={t('certificates.manager.filters.anyOrganization')}
              value={filter.organization_id ?? null}
              onChange={(value) => list.setFilter('organization_id', value)}
              clearable
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 6, md: admin ? 2 : 3 }}>
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
      </ListToolbar>
      <DataTable
        {...table}
        label={t('certificates.manager.label')}
        columns={columns}
        minWidth={admin ? 960 : 800}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('certificates.own.downloadLabel', { number: row.number })} withArrow>
              <ActionIcon
                component="a"
                href={certificatePaths.pdf(audience, row.id)}
                download
                variant="subtle"
                color="gray"
                aria-label={t('certificates.own.downloadLabel', { number: row.number })}
              >
                <IconFileTypePdf size={18} />
              </ActionIcon>
            </Tooltip>
            {row.status === 'revoked' ? null : (
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
            )}
          </Group>
        )}
        empty={listEmpty(
          list,
          { title: t('certificates.manager.noMatchTitle'), message: t('certificates.manager.noMatchMessage') },
          {
            title: t('certificates.manager.emptyTitle'),
            message: t(admin ? 'certificates.admin.emptyMessage' : 'certificates.manager.emptyMessage'),
          },
        )}
      />
      {revoking && (
        <RevokeCertificateModal audience={audience} certificate={revoking} onClose={() => setRevoking(null)} />
      )}
    </>
  );
}
