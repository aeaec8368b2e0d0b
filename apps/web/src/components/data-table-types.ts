import type { ListMeta } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { DataTableEmpty } from './data-table-empty';

/** The shapes of `DataTable`'s columns and props, shared with its card layout (`data-table-cards`). */

export interface DataTableColumn<T> {
  key: string;
  header: string;
  render: (record: T) => ReactNode;
  /** The API's sort name (`last_name`); makes the header a sort button. */
  sort?: string;
  /** Several sorts in one column (a name: first name, last name): one button each, instead of `sort`. */
  sorts?: Array<{ name: string; label: string }>;
  width?: number | string;
  /** Keep the cell on one line (dates, badges). */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<T>[];
  records: readonly T[] | undefined;
  /** Default: the record's `id`. */
  recordKey?: (record: T) => string;
  /** The list answer's `meta`: the total (counted up to the API's cap; `total_capped` beyond it). */
  meta?: Pick<ListMeta, 'total' | 'total_capped'>;
  /** No data yet: skeleton rows. */
  loading: boolean;
  /** A newer page or sort is on its way: the old rows stay, dimmed. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The effective sort (`name` or `-name`), default included. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  rowActions?: (record: T) => ReactNode;
  empty: DataTableEmpty;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}
