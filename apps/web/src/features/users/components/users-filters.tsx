import { Grid, Select } from '@mantine/core';
import { ACCOUNT_STATUSES, ROLES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/list-search-input';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchableSelect } from '../../../components/searchable-select';
import { organizationOptions } from '../../../lib/options';
import { roleKey } from '../../../lib/roles';
import type { ListParamsControls } from '../../../lib/use-list-params';
import type { UserListFilter } from '../api/get-users';

/** Search and filters of the users list; every value lives in the URL (`filter[...]`). */
export function UsersFilters({ list }: { list: ListParamsControls<UserListFilter> }) {
  const { t } = useTranslation();
  const { filter } = list.params;

  const roleOptions = ROLES.filter((role) => role !== 'user').map((role) => {
    const key = roleKey(role);
    return { value: role, label: key ? t(key) : role };
  });

  return (
    <ListToolbar list={list}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ListSearchInput
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          value={filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('users.list.role')}
          placeholder={t('users.list.allRoles')}
          data={roleOptions}
          value={filter.role ?? null}
          onChange={(value) => list.setFilter('role', value)}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <SearchableSelect
          source={organizationOptions}
          label={t('users.list.organization')}
          placeholder={t('users.list.allOrganizations')}
          value={filter.organization_id ?? null}
          onChange={(value) => list.setFilter('organization_id', value)}
          nothingFoundMessage={t('users.fields.noOrganizations')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('users.list.status')}
          placeholder={t('users.list.anyStatus')}
          data={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`accountStatus.${status}`) }))}
          value={filter.status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('users.list.twoFactor')}
          placeholder={t('users.list.any')}
          data={[
            { value: 'enabled', label: t('users.list.twoFactorEnabled') },
            { value: 'disabled', label: t('users.list.twoFactorDisabled') },
          ]}
          value={filter.two_factor ?? null}
          onChange={(value) => list.setFilter('two_factor', value)}
          clearable
        />
      </Grid.Col>
    </ListToolbar>
  );
}
