/**
 * The toolbar above a list screen's table: its search and filters (each a `Grid.Col`, their widths the
 * screen's), and "Clear filters" on a row of its own while a filter is set. With `listEmpty`, the same
 * way out shows in the table when no row matches.
 *
 * ```tsx
 * <ListToolbar list={list}>
 *   <Grid.Col span={{ base: 12, md: 5 }}><ListSearchInput … /></Grid.Col>
 *   <Grid.Col span={{ base: 6, md: 3 }}><Select … /></Grid.Col>
 * </ListToolbar>
 * <DataTable … empty={listEmpty(list, { title: t('x.noMatchTitle') }, { title: t('x.emptyTitle') })} />
 * ```
 */
import { Button, Grid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableEmpty } from './data-table-empty';

/** What the toolbar reads of the list (`useListParams` has it): whether a filter is set, and how to clear them. */
interface FilteredList {
  filtered: boolean;
  reset: () => void;
}

/** "Clear filters": `subtle` under the filters, `light` in the empty table. */
export function ClearFiltersButton({
  onClear,
  variant = 'light',
}: {
  onClear: () => void;
  variant?: 'light' | 'subtle';
}) {
  const { t } = useTranslation();
  return variant === 'subtle' ? (
    <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear} size="compact-sm">
      {t('list.clearFilters')}
    </Button>
  ) : (
    <Button variant="light" onClick={onClear}>
      {t('list.clearFilters')}
    </Button>
  );
}

/** `filtered`: the list's own, or the screen's when only some of its filters count (a fixed one does not). */
export function ListToolbar({
  list,
  filtered = list.filtered,
  children,
}: {
  list: FilteredList;
  filtered?: boolean;
  children: ReactNode;
}) {
  return (
    <Grid gap="sm" mb="md" align="flex-end">
      {children}
      {filtered && (
        <Grid.Col span={12}>
          <ClearFiltersButton onClear={list.reset} variant="subtle" />
        </Grid.Col>
      )}
    </Grid>
  );
}

/** The table's empty state: `noMatch` with "Clear filters" while a filter is set, else `none`. */
export function listEmpty(list: FilteredList, noMatch: DataTableEmpty, none: DataTableEmpty): DataTableEmpty {
  return list.filtered ? { ...noMatch, action: <ClearFiltersButton onClear={list.reset} /> } : none;
}
