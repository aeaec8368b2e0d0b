import { ActionIcon, Badge, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { HARDWARE_STATUSES, type HardwareItem, type hardwareList } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { listEmpty } from '../../../components/list-toolbar';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import type { ListParamsControls } from '../../../lib/use-list-params';
import type { ListAnswer } from '../../../lib/use-list-table';
import { useListTable } from '../../../lib/use-list-table';
import { useDeleteHardware } from '../api/delete-hardware';
import type { HardwareListFilter } from '../api/keys';
import { EditHardwareModal } from './edit-hardware-modal';
import { HardwareStatusBadge } from './hardware-status-badge';

type Sort = (typeof hardwareList.sorts)[number];

interface HardwareTableProps {
  list: ListParamsControls<HardwareListFilter, Sort>;
  query: Parameters<typeof useListTable<HardwareItem, HardwareListFilter, Sort>>[1] & {
    data?: ListAnswer<HardwareItem>;
  };
  /** Admins change and delete items; the manager reads. */
  editable: boolean;
  /** The empty state's text and action when nothing is filtered. */
  emptyMessage: string;
  emptyAction?: ReactNode;
}

/** A list of hardware items with its search and status filter (state in the URL); admins edit and delete rows. */
export function HardwareTable({ list, query, editable, emptyMessage, emptyAction }: HardwareTableProps) {
  const { t, i18n } = useTranslation();
  const table = useListTable(list, query);
  const [editing, setEditing] = useState<HardwareItem | null>(null);
  const [deleting, setDeleting] = useState<HardwareItem | null>(null);
  const remove = useDeleteHardware();

  const columns: ListColumns<HardwareItem, typeof hardwareList> = [
    {
      key: 'serial_number',
      header: t('hardware.columns.serial'),
      sort: 'serial_number',
      nowrap: true,
      render: (item) => (
        <Text fw={600} ff="monospace" fz="sm">
          {item.serial_number}
        </Text>
      ),
    },
    {
      key: 'product',
      header: t('hardware.columns.product'),
      render: (item) => (
        <Stack gap={0}>
          <Text fz="sm">{item.product.name}</Text>
          <Text fz="xs" c="dimmed">
            {item.product.sku}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('hardware.columns.status'),
      sort: 'status',
      nowrap: true,
      render: (item) => <HardwareStatusBadge status={item.status} />,
    },
    {
      key: 'purchase_date',
      header: t('hardware.columns.purchaseDate'),
      sort: 'purchase_date',
      nowrap: true,
      render: (item) => formatDate(item.purchase_date),
    },
    {
      key: 'warranty_ends_on',
      header: t('hardware.columns.warranty'),
      sort: 'warranty_ends_on',
      nowrap: true,
      render: (item) => (
        <Group gap={6} wrap="wrap">
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(item.warranty_ends_on)}</span>
          {!item.under_warranty && (
            <Badge size="xs" variant="light" color="red" radius="sm">
              {t('hardware.warranty.expired')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'shipping',
      header: t('hardware.columns.shipping'),
      render: (item) => (
        <Stack gap={0}>
          <Text fz="sm">{countryName(item.shipping_country, i18n.language)}</Text>
          <Text fz="xs" c="dimmed">
            {formatMoney(item.shipping_cost, item.shipping_currency, i18n.language)}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ListSearchInput
          label={t('hardware.filters.search')}
          placeholder={t('hardware.filters.searchPlaceholder')}
          value={list.params.filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
        <Select
          label={t('hardware.filters.status')}
          placeholder={t('hardware.filters.anyStatus')}
          data={HARDWARE_STATUSES.map((status) => ({ value: status, label: t(`hardware.statuses.${status}`) }))}
          value={list.params.filter.status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('hardware.label')}
        columns={columns}
        minWidth={760}
        rowActions={
          editable
            ? (item) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('hardware.edit.open', { serial: item.serial_number })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('hardware.edit.open', { serial: item.serial_number })}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('hardware.delete.open', { serial: item.serial_number })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('hardware.delete.open', { serial: item.serial_number })}
                      onClick={() => setDeleting(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )
            : undefined
        }
        empty={listEmpty(
          list,
          { title: t('hardware.empty.noMatchTitle') },
          { title: t('hardware.empty.title'), message: emptyMessage, action: emptyAction },
        )}
      />
      {editable && (
        <>
          <EditHardwareModal item={editing} onClose={() => setEditing(null)} />
          <ConfirmDeleteModal
            target={deleting}
            mutation={remove}
            variables={(item) => item.id}
            title={(item) => t('hardware.delete.title', { serial: item.serial_number })}
            body={(item) => t('hardware.delete.body', { serial: item.serial_number, product: item.product.name })}
            doneMessage={(item) => t('hardware.delete.done', { serial: item.serial_number })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Stack>
  );
}
