/**
 * The options of a picker (an organization, a user, a product), searched on the
 * server as the user types: one page of matches (`filter[search]`, sorted),
 * never "the first 100". `SearchableSelect` (components/searchable-select.tsx)
 * is the picker; these are its sources, shared by every feature.
 *
 * ```tsx
 * <SearchableSelect source={organizationOptions} label={t('users.fields.organization')}
 *   {...form.getInputProps('organization_id')} selectedLabel={user.organization?.name} />
 * ```
 *
 * A new source is a few lines here: the list endpoint (one whose list definition
 * has a `search` filter), fixed filters, the order and the label.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isApiError } from './api-error';

export interface Option {
  value: string;
  label: string;
}

export interface OptionSource {
  /** The query key's first part: a mutation that invalidates `[resource]` refreshes its options too. */
  resource: string;
  /** The list endpoint below `/api`; it must accept `filter[search]`. */
  path: string;
  /** Fixed filters: `{ type: 'software' }`. */
  filter?: Record<string, string>;
  sort: string;
  // biome-ignore lint/suspicious/noExplicitAny: a row of the list answer, read by `label` only
  label: (row: any) => string;
  /** Rows the list's filters cannot leave out (the license manager themself from a handover's candidates). */
  // biome-ignore lint/suspicious/noExplicitAny: a row of the list answer
  keep?: (row: any) => boolean;
}

/** How many matches a picker shows; typing narrows them. */
export const OPTIONS_PAGE_SIZE = 20;

interface Row {
  id: string;
}

function option(source: OptionSource, row: Row): Option {
  return { value: row.id, label: source.label(row) };
}

/** A 403 or 404 (a section the user may not read) leaves the picker empty rather than failing the screen. */
function quietly<T>(empty: T) {
  return (error: unknown): T => {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return empty;
    throw error;
  };
}

export async function getOptions(source: OptionSource, search: string, signal?: AbortSignal): Promise<Option[]> {
  const query: Record<string, string | number> = { sort: source.sort, per_page: OPTIONS_PAGE_SIZE };
  for (const [name, value] of Object.entries(source.filter ?? {})) query[`filter[${name}]`] = value;
  if (search) query['filter[search]'] = search;
  return api
    .get<{ data: Row[] }>(source.path, { query, signal, quietForbidden: true })
    .then(
      (answer) => answer.data.filter((row) => source.keep?.(row) ?? true).map((row) => option(source, row)),
      quietly<Option[]>([]),
    );
}

/** The first page of `source` matching `search` (already debounced), sorted; the old page stays while the next loads. */
export function useOptionsQuery(source: OptionSource, search: string) {
  return useQuery({
    queryKey: [source.resource, 'options', source.path, source.filter ?? {}, search],
    queryFn: ({ signal }) => getOptions(source, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** The label of one value (`GET {path}/{id}`), for a value that is not among the matches shown. */
export function useOptionLabel(source: OptionSource, id: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [source.resource, 'option', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: Row }>(`${source.path}/${encodeURIComponent(id ?? '')}`, { signal, quietForbidden: true })
        .then(
          (answer) => (answer.data ? option(source, answer.data).label : null) ?? null,
          quietly<string | null>(null),
        ),
    enabled: enabled && Boolean(id),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** Organizations by name (readable with 'manage organization' or 'manage user'). */
export const organizationOptions: OptionSource = {
  resource: 'organizations',
  path: '/admin/organizations',
  sort: 'name',
  label: (row: { name: string }) => row.name,
};

/** Software products by name ('manage product'); `productOptions('hardware')` for another type. */
export const productOptions = (type: 'software' | 'hardware' | 'add-on'): OptionSource => ({
  resource: 'products',
  path: '/admin/products',
  filter: { type },
  sort: 'name',
  label: (row: { name: string }) => row.name,
});

export const softwareProductOptions = productOptions('software');

/**
 * Hardware products of the catalogue by name, shown with their SKU: `GET /api/products` (any signed-in
 * user; active and coming soon), so an admin recording hardware needs no 'manage product'.
 */
export const hardwareCatalogueOptions: OptionSource = {
  resource: 'products',
  path: '/products',
  filter: { type: 'hardware' },
  sort: 'name',
  label: (row: { name: string; sku: string }) => `${row.name} (${row.sku})`,
};

/**
 * Software products of the catalogue (active and coming soon), readable by every signed-in user: the
 * license form's product picker, for admins who manage organizations or users without 'manage product'.
 */
export const catalogueSoftwareOptions: OptionSource = {
  resource: 'products',
  path: '/products',
  filter: { type: 'software' },
  sort: 'name',
  label: (row: { name: string }) => row.name,
};
