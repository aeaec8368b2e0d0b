import type { ListDefinition, ListMeta } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { DataTableEmpty } from './data-table-empty';

/** The shapes of `DataTable`'s columns and props, shared with its card layout (`data-table-cards`). */

export interface DataTableColumn<T, S extends string = string> {
  key: string;
  header: string;
  render: (record: T) => ReactNode;
  /** The API's sort name (`last_name`), one of the list definition's sorts; makes the header a sort button. */
  sort?: S;
  /** Several sorts in one column (a name: first name, last name): one button each, instead of `sort`. */
  sorts?: Array<{ name: S; label: string }>;
  width?: number | string;
  /** Keep the cell on one line (dates, badges). */
  nowrap?: boolean;
}

/** A list's sort names: `SortOf<typeof userList>` is 'first_name' | 'last_name' | 'email' | 'created_at'. */
export type SortOf<L> = L extends ListDefinition<string, infer S, string> ? S : never;

/**
 * The columns of a list screen, their sorts checked against the list's contract:
 * `const columns: ListColumns<AdminUser, typeof userList> = [...]`; a sort the API does not know fails to compile.
 */
export type ListColumns<T, L> = DataTableColumn<T, SortOf<L>>[];

export interface DataTableProps<T, S extends string = string> {
  /** The table's accessible name. */
  label: string;
  /** Sorts are checked against `sorts` (from `useListTable`), not inferred from the columns. */
  columns: DataTableColumn<T, NoInfer<S>>[];
  /** The sorts the list offers (its definition's; `useListTable` passes them). */
  sorts?: readonly S[];
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
