import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { type Organization, organizationList } from '@portal/contracts';
import { IconBuildingPlus, IconPencil, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { fullName } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useOrganizations } from '../api/get-organizations';
import { ORGANIZATIONS_PATH, organizationPath } from '../components/back-link';
import { OrganizationsFilters } from '../components/organizations-filters';

const CREATE_PATH = `${ORGANIZATIONS_PATH}/create`;

/** `admin/organizations`: search, country filter, sort and page live in the URL. */
export function OrganizationsListPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(organizationList);
  const organizations = useOrganizations(list.params);
  const filtered = Object.values(list.params.filter).some(Boolean);

  const columns: DataTableColumn<Organization>[] = [
    {
      key: 'name',
      header: t('organizations.columns.name'),
      sort: 'name',
      render: (organization) => (
        <Anchor component={Link} to={organizationPath(organization.id, 'account-details')} fw={600} c="inherit">
          {organization.name}
        </Anchor>
      ),
    },
    { key: 'city', header: t('organizations.columns.city'), sort: 'city', render: (o) => o.city },
    {
      key: 'country',
      header: t('organizations.columns.country'),
      sort: 'country',
      render: (o) => countryName(o.country, i18n.language),
    },
    {
      key: 'license_manager',
      header: t('organizations.columns.licenseManager'),
      render: (o) =>
        o.license_manager ? (
          fullName(o.license_manager)
        ) : (
          <Text c="dimmed" span fz="sm">
            {t('organizations.list.noLicenseManager')}
          </Text>
        ),
    },
    {
      key: 'members_count',
      header: t('organizations.columns.members'),
      nowrap: true,
      render: (o) => o.members_count,
    },
    {
      key: 'created_at',
      header: t('organizations.columns.created'),
      sort: 'created_at',
      nowrap: true,
      render: (o) => formatDate(o.created_at),
    },
  ];

  const createButton = (
    <Button component={Link} to={CREATE_PATH} leftSection={<IconBuildingPlus size={16} />}>
      {t('organizations.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('organizations.title')}
        description={t('organizations.description')}
        actions={createButton}
      />
      <OrganizationsFilters list={list} />
      <DataTable
        label={t('organizations.list.label')}
        columns={columns}
        records={organizations.data?.data}
        recordKey={(organization) => organization.id}
        meta={organizations.data?.meta}
        loading={organizations.isPending}
        fetching={organizations.isPlaceholderData}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
        sort={list.params.sort ?? organizationList.defaultSort}
        onSortChange={list.setSort}
        page={list.params.page}
        perPage={list.params.perPage}
        onPageChange={list.setPage}
        minWidth={900}
        rowActions={(organization) => (
          <>
            <Tooltip label={t('organizations.list.edit', { name: organization.name })} withArrow>
              <ActionIcon
                component={Link}
                to={organizationPath(organization.id, 'edit')}
                variant="subtle"
                color="gray"
                aria-label={t('organizations.list.edit', { name: organization.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('organizations.list.licenseManager', { name: organization.name })} withArrow>
              <ActionIcon
                component={Link}
                to={organizationPath(organization.id, 'license-manager')}
                variant="subtle"
                color="gray"
                aria-label={t('organizations.list.licenseManager', { name: organization.name })}
              >
                <IconUserShield size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        empty={
          filtered
            ? {
                title: t('organizations.list.noMatchTitle'),
                message: t('organizations.list.noMatchMessage'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : {
                title: t('organizations.list.emptyTitle'),
                message: t('organizations.list.emptyMessage'),
                action: createButton,
              }
        }
      />
    </>
  );
}
