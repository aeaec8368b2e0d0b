/**
 * What `DataTable` needs from a list screen's URL state and its query, in one
 * spread: rows, total, loading and fetching, the error with its retry, the sort
 * (the list's default when the URL names none) and the page.
 *
 * ```tsx
 * const list = useListParams(userList);                 // search, filters, sort and page in the URL
 * const users = useUsers(list.params);                   // the feature's list query
 * const table = useListTable(list, users);
 * const columns: ListColumns<AdminUser, typeof userList> = [
 *   { key: 'email', header: t('users.columns.email'), sort: 'email', render: (u) => u.email },  // sort: one of userList.sorts
 * ];
 * <DataTable {...table} label={t('users.list.label')} columns={columns} rowActions={…}
 *   empty={list.filtered ? { title, action: <ClearFilters /> } : { title, message, action }} />
 * ```
 */
import type { ListMeta } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps } from '../components/data-table-types';
import type { ListParamsControls } from './use-list-params';

/** A list answer: `{ data, meta }`. */
export interface ListAnswer<T> {
  data: readonly T[];
  meta: Pick<ListMeta, 'total' | 'total_capped'>;
}

export type ListTableProps<T, S extends string> = Pick<
  DataTableProps<T, S>,
  | 'records'
  | 'meta'
  | 'loading'
  | 'fetching'
  | 'error'
  | 'onRetry'
  | 'sort'
  | 'sorts'
  | 'onSortChange'
  | 'page'
  | 'perPage'
  | 'onPageChange'
>;

export function useListTable<T, F extends string, S extends string>(
  list: ListParamsControls<F, S>,
  query: Pick<UseQueryResult<ListAnswer<T>>, 'data' | 'isPending' | 'isPlaceholderData' | 'error' | 'refetch'>,
): ListTableProps<T, S> {
  return {
    records: query.data?.data,
    meta: query.data?.meta,
    loading: query.isPending,
    // A newer page or sort is on its way (placeholderData: keepPreviousData): the old rows stay, dimmed.
    fetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    sort: list.params.sort ?? list.definition.defaultSort,
    sorts: list.definition.sorts,
    onSortChange: list.setSort,
    page: list.params.page,
    perPage: list.params.perPage,
    onPageChange: list.setPage,
  };
}
