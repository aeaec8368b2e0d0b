import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { type Organization, organizationList } from '@portal/contracts';
import { IconBuildingPlus, IconPencil, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationsFilters } from '../components/organizations-filters';

/** `admin/organizations`: search, country filter, sort and page live in the URL. */
export function OrganizationsListPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(organizationList);
  const table = useListTable(list, useOrganizations(list.params));
  const columns: ListColumns<Organization, typeof organizationList> = [
    {
      key: 'name',
      header: t('organizations.columns.name'),
      sort: 'name',
      render: (organization) => (
        <Anchor
          component={Link}
          to={href('admin/organizations/:id/account-details', { id: organization.id })}
          fw={600}
          c="inherit"
        >
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
    <Button component={Link} to={href('admin/organizations/create')} leftSection={<IconBuildingPlus size={16} />}>
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
        {...table}
        label={t('organizations.list.label')}
        columns={columns}
        minWidth={900}
        rowActions={(organization) => (
          <>
            <Tooltip label={t('organizations.list.edit', { name: organization.name })} withArrow>
              <ActionIcon
                component={Link}
                to={href('admin/organizations/:id/edit', { id: organization.id })}
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
                to={href('admin/organizations/:id/license-manager', { id: organization.id })}
                variant="subtle"
                color="gray"
                aria-label={t('organizations.list.licenseManager', { name: organization.name })}
              >
                <IconUserShield size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        empty={listEmpty(
          list,
          { title: t('organizations.list.noMatchTitle'), message: t('organizations.list.noMatchMessage') },
          {
            title: t('organizations.list.emptyTitle'),
            message: t('organizations.list.emptyMessage'),
            action: createButton,
          },
        )}
      />
    </>
  );
}
