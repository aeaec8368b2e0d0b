import { Button, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { ListSearchInput } from '../../../components/list-search-input';
import type { ListParamsControls } from '../../../lib/use-list-params';
import type { OrganizationListFilter } from '../api/get-organizations';

/** Search (name or city) and the country filter of the organizations list; both live in the URL. */
export function OrganizationsFilters({ list }: { list: ListParamsControls<OrganizationListFilter> }) {
  const { t } = useTranslation();
  const { filter } = list.params;
  const active = Object.values(filter).some(Boolean);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mb="md">
      <ListSearchInput
        label={t('organizations.list.search')}
        placeholder={t('organizations.list.searchPlaceholder')}
        value={filter.search}
        onChange={(value) => list.setFilter('search', value, { replace: true })}
      />
      <CountrySelect
        nothingFound={t('address.noCountry')}
        label={t('organizations.list.country')}
        placeholder={t('organizations.list.allCountries')}
        value={filter.country?.toUpperCase() ?? null}
        onChange={(value) => list.setFilter('country', value)}
        clearable
      />
      {active && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={list.reset}
          style={{ justifySelf: 'start', alignSelf: 'end' }}
        >
          {t('list.clearFilters')}
        </Button>
      )}
    </SimpleGrid>
  );
}
