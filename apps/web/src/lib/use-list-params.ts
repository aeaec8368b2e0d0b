/**
 * A list screen's state (search, filters, sort, page) in the URL, with the
 * API's own parameter names, so a reload, the back button or a shared link
 * shows the same view: `/admin/users?filter[search]=smi&sort=-created_at&page=2`.
 *
 * ```tsx
 * const list = useListParams(userList);                       // the contract's defineList(...)
 * const users = useUsers(list.params);                        // query key ['users', 'list', params]
 * <ListSearchInput value={list.params.filter.search} onChange={(v) => list.setFilter('search', v)} />
 * <DataTable {...useListTable(list, users)} … />             // lib/use-list-table.ts
 * ```
 *
 * Reading is lenient (contracts `readListParams`): a sort or filter the list
 * does not know, or a bad page number, is ignored. Changing a filter or the
 * sort goes back to page 1. Parameters that are not list parameters (`?tab=`)
 * are kept; unknown `filter[…]` ones are dropped on the next change.
 *
 * Navigations render as transitions, so a second change can come (a click on
 * another filter, the sort) before the screen shows the first one, from
 * handlers of the older render: each change builds on the last URL this hook
 * wrote until a render shows it, so none of them is lost.
 *
 * A change that comes after the user left (a debounced search landing while the
 * next screen loads, or after the list unmounted) is dropped: it would navigate
 * back to the list and undo the user's click.
 */
import { type ListDefinition, type ListParams, listSearchParams, readListParams } from '@portal/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

const LIST_KEYS = new Set(['sort', 'page', 'per_page', 'include']);

function isListKey(key: string): boolean {
  return LIST_KEYS.has(key) || key.startsWith('filter[');
}

/** `filter[role]=admin` reads better in the address bar than `filter%5Brole%5D=admin`, and means the same. */
export function readableSearch(search: URLSearchParams): string {
  const text = search.toString().replaceAll('%5B', '[').replaceAll('%5D', ']');
  return text ? `?${text}` : '';
}

export interface ChangeOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

export interface ListParamsControls<F extends string, S extends string = string> {
  /** The list's contract: its sorts type the table's columns (`useListTable`). */
  definition: ListDefinition<string, S, F>;
  params: ListParams<F>;
  /** Whether any filter is set (the empty state then offers "Clear filters"). */
  filtered: boolean;
  /** Set (or clear with '' / null / undefined) one filter; back to page 1. */
  setFilter: (name: F, value: string | null | undefined, options?: ChangeOptions) => void;
  /** `name` or `-name`; undefined for the list's default. Back to page 1. */
  setSort: (sort: string | undefined) => void;
  setPage: (page: number) => void;
  /** Every filter, the sort and the page back to their defaults. */
  reset: () => void;
}

export function useListParams<S extends string, F extends string>(
  definition: ListDefinition<string, S, F>,
): ListParamsControls<F, S> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const params = useMemo(() => readListParams(definition, new URLSearchParams(search)), [definition, search]);
  // URLs written but not rendered yet, oldest first.
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    // Rendered: drop it and what came before it; another URL (Back, a link) drops them all.
    const index = pending.current.indexOf(search);
    pending.current = index < 0 ? [] : pending.current.slice(index + 1);
  }, [search]);
  // Whether the user is on the way to another screen (it is loading), or already there (unmounted).
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  useLayoutEffect(
    () => () => {
      leaving.current = true;
    },
    [],
  );

  const write = useCallback(
    (change: (current: ListParams<F>) => ListParams<F>, options: ChangeOptions = {}) => {
      if (leaving.current) return;
      const previous = new URLSearchParams(pending.current.at(-1) ?? search);
      const next = listSearchParams(change(readListParams(definition, previous)));
      for (const [key, value] of previous) if (!isListKey(key)) next.append(key, value);
      const target = readableSearch(next);
      pending.current.push(target);
      void navigate({ pathname, search: target }, { replace: options.replace });
    },
    [definition, navigate, pathname, search],
  );

  const setFilter = useCallback(
    (name: F, value: string | null | undefined, options?: ChangeOptions) =>
      write((current) => ({ ...current, page: 1, filter: { ...current.filter, [name]: value || undefined } }), options),
    [write],
  );
  const setSort = useCallback(
    (sort: string | undefined) =>
      write((current) => ({ ...current, page: 1, sort: sort === definition.defaultSort ? undefined : sort })),
    [write, definition.defaultSort],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const reset = useCallback(() => write((current) => ({ perPage: current.perPage, page: 1, filter: {} })), [write]);

  const filtered = Object.values(params.filter).some(Boolean);
  return { definition, params, filtered, setFilter, setSort, setPage, reset };
}
