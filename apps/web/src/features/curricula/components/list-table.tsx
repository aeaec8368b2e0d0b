import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';

/** A whole list in one `DataTable` (an organization's groups, curricula, assignments: never paged). */
export function ListTable<T>(props: {
  label: string;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; message?: string };
  rowActions?: (record: T) => ReactNode;
  recordKey?: (record: T) => string;
  minWidth?: number;
}) {
  const total = props.records?.length ?? 0;
  return (
    <DataTable
      {...props}
      meta={{ total, total_capped: false }}
      page={1}
      perPage={Math.max(total, 1)}
      onPageChange={() => undefined}
    />
  );
}
