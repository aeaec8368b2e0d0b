import { ActionIcon, Badge, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { type ShippingCost, shippingCostList } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useShippingCosts } from '../api/get-shipping-costs';
import { AddShippingCostForm } from '../components/add-shipping-cost-form';
import { DeleteShippingCostModal } from '../components/delete-shipping-cost-modal';
import { AmountCell, CurrencyCell, EditActions, ShippingCostEditor } from '../components/shipping-cost-editor';

/** `admin/shipping-costs`: a cost per destination country and the default for all others, edited in place. */
export function ShippingCostsPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(shippingCostList);
  const costs = useShippingCosts(list.params);
  const table = useListTable(list, costs);
  const [editing, setEditing] = useState<ShippingCost | null>(null);
  const [deleting, setDeleting] = useState<ShippingCost | null>(null);
  const language = i18n.language;

  const label = (cost: ShippingCost) =>
    cost.country ? countryName(cost.country, language) : t('shippingCosts.allOtherCountries');
  const fallback = costs.data?.data.find((cost) => cost.is_default);

  const columns: ListColumns<ShippingCost, typeof shippingCostList> = [
    {
      key: 'country',
      header: t('shippingCosts.columns.country'),
      sort: 'country',
      render: (cost) =>
        cost.country ? (
          <Group gap="xs" wrap="nowrap">
            <Text span fw={600}>
              {label(cost)}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {cost.country}
            </Badge>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text span fw={600}>
              {label(cost)}
            </Text>
            <Badge variant="light" size="sm">
              {t('shippingCosts.default')}
            </Badge>
          </Group>
        ),
    },
    {
      key: 'amount',
      header: t('shippingCosts.columns.amount'),
      nowrap: true,
      render: (cost) => <AmountCell cost={cost}>{formatMoney(cost.amount, cost.currency, language)}</AmountCell>,
    },
    {
      key: 'currency',
      header: t('shippingCosts.columns.currency'),
      nowrap: true,
      render: (cost) => <CurrencyCell cost={cost}>{cost.currency}</CurrencyCell>,
    },
    {
      key: 'updated_at',
      header: t('shippingCosts.columns.updated'),
      nowrap: true,
      render: (cost) => formatDate(cost.updated_at),
    },
  ];

  return (
    <>
      <PageHeader title={t('shippingCosts.title')} description={t('shippingCosts.description')} />
      <AddShippingCostForm />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <CountrySelect
          label={t('shippingCosts.filterCountry')}
          placeholder={t('shippingCosts.anyCountry')}
          nothingFound={t('shippingCosts.fields.noCountry')}
          value={list.params.filter.country ?? null}
          onChange={(value) => list.setFilter('country', value)}
          clearable
        />
      </SimpleGrid>
      <ShippingCostEditor editing={editing} onDone={() => setEditing(null)} label={label}>
        <DataTable
          {...table}
          label={t('shippingCosts.list.label')}
          columns={columns}
          minWidth={640}
          rowActions={(cost) =>
            editing?.id === cost.id ? (
              <EditActions cost={cost} label={label(cost)} />
            ) : (
              <>
                <Tooltip label={t('shippingCosts.edit', { country: label(cost) })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('shippingCosts.edit', { country: label(cost) })}
                    onClick={() => setEditing(cost)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                {cost.is_default ? (
                  <Tooltip label={t('shippingCosts.defaultStays')} withArrow>
                    <ActionIcon variant="subtle" color="gray" disabled aria-label={t('shippingCosts.defaultStays')}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  <Tooltip label={t('shippingCosts.remove', { country: label(cost) })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('shippingCosts.remove', { country: label(cost) })}
                      onClick={() => setDeleting(cost)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </>
            )
          }
          empty={
            list.filtered
              ? {
                  title: t('shippingCosts.list.noMatchTitle'),
                  message: t('shippingCosts.list.noMatchMessage', {
                    fallback: fallback ? formatMoney(fallback.amount, fallback.currency, language) : '—',
                  }),
                }
              : { title: t('shippingCosts.list.emptyTitle'), message: t('shippingCosts.list.emptyMessage') }
          }
        />
      </ShippingCostEditor>
      <DeleteShippingCostModal
        cost={deleting}
        label={deleting ? label(deleting) : ''}
        fallback={fallback ? formatMoney(fallback.amount, fallback.currency, language) : null}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
