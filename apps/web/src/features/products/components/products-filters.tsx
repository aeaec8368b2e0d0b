import { Button, Select, SimpleGrid } from '@mantine/core';
import { CURRENCIES, PRODUCT_STATUSES } from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/list-search-input';
import type { ListParamsControls } from '../../../lib/use-list-params';

/** Search and filters of a product or theme list; every value lives in the URL (`filter[...]`). */
export function ProductsFilters<F extends 'search' | 'status' | 'currency' | 'type'>({
  list,
  currency = false,
}: {
  list: ListParamsControls<F>;
  /** Offer the currency filter (products; themes have no price). */
  currency?: boolean;
}) {
  const { t } = useTranslation();
  const filter = list.params.filter as Partial<Record<'search' | 'status' | 'currency', string>>;
  const set = (name: 'search' | 'status' | 'currency', value: string | null, replace = false) =>
    list.setFilter(name as F, value, { replace });
  const active = Boolean(filter.search || filter.status || filter.currency);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: currency ? 4 : 3 }} spacing="sm" mb="md">
      <ListSearchInput
        label={t('products.list.search')}
        placeholder={t('products.list.searchPlaceholder')}
        value={filter.search}
        onChange={(value) => set('search', value, true)}
      />
      <Select
        label={t('products.list.status')}
        placeholder={t('products.list.anyStatus')}
        data={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`products.status.${status}`) }))}
        value={filter.status ?? null}
        onChange={(value) => set('status', value)}
        clearable
      />
      {currency && (
        <Select
          label={t('products.list.currency')}
          placeholder={t('products.list.anyCurrency')}
          data={[...CURRENCIES]}
          value={filter.currency ?? null}
          onChange={(value) => set('currency', value)}
          clearable
        />
      )}
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
