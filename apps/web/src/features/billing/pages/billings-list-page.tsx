import { Anchor, Grid, Select, Text } from '@mantine/core';
import { type Billing, billingList } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { ListToolbar, listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { formatDay } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useBillings } from '../api/get-billings';
import { BillingStatusBadge } from '../components/billing-status-badge';

const billingHref = (billing: Billing) =>
  billing.organization_id
    ? href('admin/organizations/:id/billing-details', { id: billing.organization_id })
    : href('admin/users/:id/billing-details', { id: billing.user_id ?? '' });

/** `admin/billing` ('manage billing'): every billing account; status, entity type and search live in the URL. */
export function BillingsListPage() {
  const { t } = useTranslation();
  const list = useListParams(billingList);
  const table = useListTable(list, useBillings(list.params));
  const { filter } = list.params;
  const columns: ListColumns<Billing, typeof billingList> = [
    {
      key: 'entity',
      header: t('billing.list.columns.entity'),
      render: (billing) => (
        <Anchor component={Link} to={billingHref(billing)} fw={600} c="inherit" fz="sm">
          {billing.entity_name}
        </Anchor>
      ),
    },
    {
      key: 'legal_name',
      header: t('billing.list.columns.legalName'),
      sort: 'legal_name',
      render: (billing) => (
        <>
          <Text fz="sm">{billing.legal_name}</Text>
          <Text fz="xs" c="dimmed">
            {billing.billing_email}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      header: t('billing.list.columns.type'),
      nowrap: true,
      render: (billing) =>
        billing.entity_type === 'ORGANIZATION' ? t('billing.list.organization') : t('billing.list.user'),
    },
    {
      key: 'cycle',
      header: t('billing.list.columns.cycle'),
      nowrap: true,
      render: (billing) => (
        <>
          {t('billing.fields.cycleMonths', { count: billing.cycle_months })}
          {billing.pending_cycle_months !== null ? (
            <Text fz="xs" c="yellow.4">
              → {t('billing.fields.cycleMonths', { count: billing.pending_cycle_months })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'period_end',
      header: t('billing.list.columns.periodEnd'),
      sort: 'period_end',
      nowrap: true,
      render: (billing) => formatDay(billing.period_end),
    },
    {
      key: 'licenses',
      header: t('billing.list.columns.licenses'),
      nowrap: true,
      render: (billing) => billing.licenses_count,
    },
    {
      key: 'status',
      header: t('billing.list.columns.status'),
      nowrap: true,
      render: (billing) => <BillingStatusBadge status={billing.status} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('billing.list.title')} description={t('billing.list.description')} />
      <ListToolbar list={list}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ListSearchInput
            label={t('billing.list.search')}
            placeholder={t('billing.list.searchPlaceholder')}
            value={filter.search}
            onChange={(value) => list.setFilter('search', value, { replace: true })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('billing.list.status')}
            placeholder={t('billing.list.anyStatus')}
            data={[
              { value: 'active', label: t('billing.status.active') },
              { value: 'canceled', label: t('billing.status.canceled') },
            ]}
            value={filter.status ?? null}
            onChange={(value) => list.setFilter('status', value)}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('billing.list.entityType')}
            placeholder={t('billing.list.anyEntity')}
            data={[
              { value: 'ORGANIZATION', label: t('billing.list.organization') },
              { value: 'USER', label: t('billing.list.user') },
            ]}
            value={filter.entity_type ?? null}
            onChange={(value) => list.setFilter('entity_type', value)}
            clearable
          />
        </Grid.Col>
      </ListToolbar>
      <DataTable
        {...table}
        label={t('billing.list.label')}
        columns={columns}
        minWidth={960}
        empty={listEmpty(
          list,
          { title: t('billing.list.noMatchTitle'), message: t('billing.list.noMatchMessage') },
          { title: t('billing.list.emptyTitle'), message: t('billing.list.emptyMessage') },
        )}
      />
    </>
  );
}
