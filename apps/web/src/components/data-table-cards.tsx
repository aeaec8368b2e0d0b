import { Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTableEmptyState } from './data-table-empty';
import type { DataTableProps } from './data-table-types';

/** A header's sorts: `[{ name, label }]`, one for a plain sortable column. */
export function columnSorts(column: {
  header: string;
  sort?: string;
  sorts?: ReadonlyArray<{ name: string; label: string }>;
}): ReadonlyArray<{ name: string; label: string }> {
  return column.sorts ?? (column.sort ? [{ name: column.sort, label: column.header }] : []);
}

/** DataTable on a narrow screen: one card per record, sorting from a select. */
export function DataTableCards<T, S extends string>(props: DataTableProps<T, S> & { showSkeleton: boolean }) {
  const { t } = useTranslation();
  const { columns, records, rowActions, showSkeleton } = props;
  const sortOptions = columns.flatMap(columnSorts).flatMap(({ name, label }) => [
    { value: name, label: t('list.sortOptionAscending', { column: label }) },
    { value: `-${name}`, label: t('list.sortOptionDescending', { column: label }) },
  ]);

  return (
    <Stack gap="sm" aria-busy={props.loading || props.fetching || undefined}>
      {sortOptions.length > 0 && props.onSortChange && (
        <Select
          label={t('list.sortBy')}
          data={sortOptions}
          value={props.sort ?? null}
          onChange={(value) => value && props.onSortChange?.(value)}
          allowDeselect={false}
        />
      )}
      {showSkeleton &&
        Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to key by
          <Card key={index} withBorder radius="md" padding="md" data-skeleton>
            <Skeleton height={14} width="60%" mb="sm" />
            <Skeleton height={10} width="80%" mb={6} />
            <Skeleton height={10} width="40%" />
          </Card>
        ))}
      {!showSkeleton && (records?.length ?? 0) === 0 && <DataTableEmptyState empty={props.empty} />}
      {!showSkeleton && (records?.length ?? 0) > 0 && (
        // A list named like the table (not a landmark: the card around a list is often a region of that name).
        <Stack gap="sm" role="list" aria-label={props.label}>
          {records?.map((record) => (
            <Card
              key={props.recordKey ? props.recordKey(record) : String((record as { id?: unknown }).id)}
              role="listitem"
              withBorder
              radius="md"
              padding="md"
              style={props.fetching ? { opacity: 0.6 } : undefined}
            >
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={8}>
                {columns.map((column, index) => (
                  // The first column names the record (a name with its e-mail address): the card's full width, so an
                  // address fits on its line; a word breaks only when it is longer than its cell (break-word).
                  <Stack key={column.key} gap={2} miw={0} style={index === 0 ? { gridColumn: '1 / -1' } : undefined}>
                    <Text fz="xs" c="dimmed" fw={600}>
                      {column.header}
                    </Text>
                    <Text fz="sm" component="div" style={{ overflowWrap: 'break-word' }}>
                      {column.render(record)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              {rowActions && (
                <Group gap={4} justify="flex-end" mt="xs">
                  {rowActions(record)}
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
