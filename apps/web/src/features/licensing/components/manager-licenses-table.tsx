import { Card, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { LICENSE_STATES, type License, managerLicenseList } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { DaysLeft, type DaysLeftWording } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { listEmpty } from '../../../components/list-toolbar';
import { formatDay } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useLicenses } from '../api/manager-licenses';

/** The manager's days-left wording (the licenses table and a member's licenses). */
export const MANAGER_DAYS_LEFT: DaysLeftWording = {
  left: 'managerLicensing.licenses.daysLeftValue',
  ended: 'managerLicensing.licenses.endedAgo',
};

function Seats({ license }: { license: License }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {license.amount === null
          ? t('managerLicensing.licenses.seatsUnlimited', { used: String(license.seats_used) })
          : t('managerLicensing.licenses.seatsOf', {
              used: String(license.seats_used),
              amount: String(license.amount),
            })}
      </Text>
      {license.seats_free !== null && (
        <Text fz="xs" c={license.seats_free === 0 ? 'orange.4' : 'dimmed'}>
          {t('managerLicensing.licenses.free', { count: license.seats_free })}
        </Text>
      )}
      {license.pending_amount !== null && (
        <Text fz="xs" c="blue.3">
          {t('managerLicensing.licenses.pending', { amount: String(license.pending_amount) })}
        </Text>
      )}
    </Stack>
  );
}

/** The organization's licenses: state filter, sort by end date, page in the URL. */
export function LicensesTable() {
  const { t } = useTranslation();
  const list = useListParams(managerLicenseList);
  const table = useListTable(list, useLicenses(list.params));

  const columns: ListColumns<License, typeof managerLicenseList> = [
    {
      key: 'product',
      header: t('managerLicensing.licenses.product'),
      render: (license) => <Text fw={600}>{license.product.name}</Text>,
    },
    { key: 'seats', header: t('managerLicensing.licenses.seats'), render: (license) => <Seats license={license} /> },
    {
      key: 'active',
      header: t('managerLicensing.licenses.activeWindow'),
      nowrap: true,
      render: (license) => `${formatDay(license.active_from)} – ${formatDay(license.active_to)}`,
    },
    {
      key: 'ends_on',
      header: t('managerLicensing.licenses.endsOn'),
      sort: 'ends_on',
      nowrap: true,
      render: (license) => formatDay(license.ends_on),
    },
    {
      key: 'days_left',
      header: t('managerLicensing.licenses.daysLeft'),
      render: (license) => (
        <DaysLeft
          days={license.days_left}
          wording={MANAGER_DAYS_LEFT}
          endsSoon={license.state !== 'expired' ? 'managerLicensing.licenses.endsSoon' : undefined}
          dimEnded
        />
      ),
    },
    {
      key: 'state',
      header: t('managerLicensing.licenses.state'),
      nowrap: true,
      render: (license) => <LicenseStateBadge state={license.state} />,
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('managerLicensing.licenses.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
        <Select
          label={t('managerLicensing.licenses.state')}
          placeholder={t('managerLicensing.licenses.anyState')}
          data={LICENSE_STATES.map((state) => ({ value: state, label: t(`licenseState.${state}`) }))}
          value={list.params.filter.state ?? null}
          onChange={(value) => list.setFilter('state', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('managerLicensing.licenses.label')}
        columns={columns}
        minWidth={820}
        empty={listEmpty(
          list,
          { title: t('managerLicensing.licenses.noMatchTitle') },
          { title: t('managerLicensing.licenses.emptyTitle'), message: t('managerLicensing.licenses.emptyMessage') },
        )}
      />
    </Card>
  );
}
