/**
 * The one table for every list screen: sortable headers (aria-sort), the
 * total and pagination, skeleton rows while the first page loads, an empty
 * state that says what to do, an error state with a retry, and row actions.
 * Below 768 px each row is a card (with a "Sort by" select); between that
 * and `minWidth` the table scrolls sideways. State comes from
 * `useListParams` (the URL), data from the feature's list query.
 *
 * ```tsx
 * const list = useListParams(userList);
 * const table = useListTable(list, useUsers(list.params));      // rows, total, states, sort, page
 * const columns: ListColumns<AdminUser, typeof userList> = [   // sorts checked against userList.sorts
 *   { key: 'email', header: t('users.columns.email'), sort: 'email', render: (u) => u.email },
 * ];
 * <DataTable {...table} label={t('users.list.label')} columns={columns}
 *   rowActions={(u) => <RowActions … />} empty={{ title, message, action }} />
 * ```
 *
 * Built on Mantine's Table rather than `mantine-datatable` (9.4 supports
 * Mantine 9, but has no aria-sort and no skeleton rows, and adds a stylesheet
 * and clsx): this is about 200 lines we control.
 */
import {
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconRefresh, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { tMessage } from '../lib/i18n';
import classes from './data-table.module.css';
import { columnSorts, DataTableCards } from './data-table-cards';
import { DataTableEmptyState } from './data-table-empty';
import type { DataTableProps } from './data-table-types';

export type { DataTableColumn, DataTableProps, ListColumns } from './data-table-types';

const SKELETON_ROWS = 8;

/** The record's `id`: what most lists key their rows by. */
export const recordId = (record: unknown) => String((record as { id?: unknown }).id);

function SortHeader({
  sorts,
  sort,
  onSortChange,
}: {
  sorts: ReadonlyArray<{ name: string; label: string }>;
  sort?: string;
  onSortChange?: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const current = sorts.find(({ name }) => sort === name || sort === `-${name}`);
  const descending = sort?.startsWith('-') ?? false;
  return (
    <Table.Th aria-sort={current ? (descending ? 'descending' : 'ascending') : 'none'}>
      <Group gap="sm" wrap="nowrap">
        {sorts.map(({ name, label }) => {
          const active = current?.name === name;
          const Icon = !active ? IconSelector : descending ? IconChevronDown : IconChevronUp;
          const next = active && !descending ? `-${name}` : name;
          return (
            <UnstyledButton
              key={name}
              className={classes.sortButton}
              // A double click is two clicks (detail 1, then 2): only the first one sorts, else it toggles back.
              // Keyboard activation has detail 0.
              onClick={(event) => event.detail <= 1 && onSortChange?.(next)}
            >
              <span>{label}</span>
              <Icon size={14} aria-hidden className={active ? undefined : classes.sortIdle} />
              <VisuallyHidden>
                {next.startsWith('-') ? t('list.sortDescending') : t('list.sortAscending')}
              </VisuallyHidden>
            </UnstyledButton>
          );
        })}
      </Group>
    </Table.Th>
  );
}

export function DataTable<T, S extends string = string>(props: DataTableProps<T, S>) {
  const { t, i18n } = useTranslation();
  const { columns, records, rowActions, loading, error, page, perPage } = props;
  const total = props.meta?.total ?? 0;
  // Below Mantine's `sm` a row becomes a card: a 390 px phone shows every field without scrolling sideways.
  const stacked = useMediaQuery('(max-width: 47.99em)');
  const columnCount = columns.length + (rowActions ? 1 : 0);

  if (error && !records) {
    const message = isApiError(error) ? error.message : tMessage('error.something_went_wrong');
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('list.errorTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{message}</Text>
          {props.onRetry && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={props.onRetry}
            >
              {t('list.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const showSkeleton = loading && !records;
  const isEmpty = !showSkeleton && (records?.length ?? 0) === 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const body = stacked ? (
    <DataTableCards {...props} showSkeleton={showSkeleton} />
  ) : (
    <Table.ScrollContainer minWidth={props.minWidth ?? 760} type="native" className={classes.scroll}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={props.label}
        aria-busy={loading || props.fetching ? true : undefined}
        className={props.fetching && !showSkeleton ? classes.fetching : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              columnSorts(column).length > 0 ? (
                <SortHeader
                  key={column.key}
                  sorts={columnSorts(column)}
                  sort={props.sort}
                  onSortChange={props.onSortChange}
                />
              ) : (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ),
            )}
            {rowActions && (
              <Table.Th w={1}>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {showSkeleton &&
            Array.from({ length: Math.min(perPage, SKELETON_ROWS) }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by
              <Table.Tr key={row} data-skeleton>
                {Array.from({ length: columnCount }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <Table.Td key={cell}>
                    <Skeleton height={12} radius="sm" width={cell === 0 ? '70%' : '55%'} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!showSkeleton &&
            records?.map((record) => (
              <Table.Tr key={(props.recordKey ?? recordId)(record)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} className={column.nowrap ? classes.nowrap : undefined}>
                    {column.render(record)}
                  </Table.Td>
                ))}
                {rowActions && (
                  <Table.Td className={classes.nowrap}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {rowActions(record)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          {isEmpty && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <DataTableEmptyState empty={props.empty} />
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="md">
      {body}
      {!showSkeleton && total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('list.range', {
              from: formatCount(from, i18n.language),
              to: formatCount(to, i18n.language),
              // Beyond the API's count cap: "1–15 of 10,000+".
              total: `${formatCount(total, i18n.language)}${props.meta?.total_capped ? '+' : ''}`,
            })}
          </Text>
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={props.onPageChange}
              size="sm"
              siblings={1}
              boundaries={1}
              aria-label={t('list.pagination')}
              getItemProps={(item) => ({ 'aria-label': t('list.page', { page: String(item) }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);
