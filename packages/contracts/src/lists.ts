import { z } from 'zod';
import { LIST_DEFAULT_PER_PAGE, LIST_MAX_PER_PAGE } from './constants.js';

/**
 * One list contract per resource: which includes, sorts and filters a list
 * accepts. The server parses requests with it (422 for anything else), the
 * OpenAPI document names its parameters from it, and the web keeps a list's
 * state in the URL with the same names (`?filter[search]=…&sort=-created_at&page=2`).
 */
export interface ListDefinition<I extends string = string, S extends string = string, F extends string = string> {
  includes: readonly I[];
  sorts: readonly S[];
  filters: readonly F[];
  /** Applied when the request names no sort. */
  defaultSort: `${'' | '-'}${S}`;
}

export function defineList<const I extends string, const S extends string, const F extends string>(
  // The sorts come from `sorts` only: a default of '-created_at' must not add '-created_at' to them.
  definition: Omit<ListDefinition<I, S, F>, 'defaultSort'> & { defaultSort: `${'' | '-'}${NoInfer<S>}` },
): ListDefinition<I, S, F> {
  return definition;
}

/** The state of one list view: what the URL holds and the API is asked for. */
export interface ListParams<F extends string = string> {
  /** `name` or `-name`; absent means the definition's default. */
  sort?: string;
  page: number;
  perPage: number;
  filter: Partial<Record<F, string>>;
}

/**
 * Read a list's state from URL search parameters, leniently: a sort or
 * filter the list does not know, or a page that is not a number, is ignored
 * (a stale bookmark still opens the list).
 */
export function readListParams<F extends string>(
  definition: ListDefinition<string, string, F>,
  search: URLSearchParams,
): ListParams<F> {
  const filter: Partial<Record<F, string>> = {};
  for (const name of definition.filters) {
    const value = search.get(`filter[${name}]`);
    if (value) filter[name] = value;
  }
  const sort = search.get('sort') ?? undefined;
  const knownSort = sort && definition.sorts.includes(sort.replace(/^-/, '')) ? sort : undefined;
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  return {
    sort: knownSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage:
      Number.isInteger(perPage) && perPage >= 1 && perPage <= LIST_MAX_PER_PAGE ? perPage : LIST_DEFAULT_PER_PAGE,
    filter,
  };
}

/**
 * The query string of a list state, with the API's own names; defaults are
 * left out so URLs stay short. `include` is for API calls only.
 */
export function listSearchParams<F extends string>(params: ListParams<F>, include: readonly string[] = []) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params.filter) as Array<[string, string | undefined]>) {
    if (value) search.set(`filter[${name}]`, value);
  }
  if (params.sort) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.perPage !== LIST_DEFAULT_PER_PAGE) search.set('per_page', String(params.perPage));
  if (include.length > 0) search.set('include', include.join(','));
  return search;
}

/**
 * The querystring schema of a list route for the OpenAPI document: every
 * parameter by name. Loose, so that the list parser still sees (and refuses
 * with 422) parameters the list does not know.
 */
export function listQuerySchema(definition: ListDefinition) {
  const text = (description: string) => z.string().optional().describe(description);
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {
    sort: text(`Comma list of ${definition.sorts.join(', ')}; a leading - sorts descending`),
    page: text('Page number, from 1'),
    per_page: text(`Items per page, 1 to ${LIST_MAX_PER_PAGE} (default ${LIST_DEFAULT_PER_PAGE})`),
  };
  if (definition.includes.length > 0) shape.include = text(`Comma list of ${definition.includes.join(', ')}`);
  for (const name of definition.filters) shape[`filter[${name}]`] = text(`Filter by ${name.replaceAll('_', ' ')}`);
  return z.looseObject(shape);
}

/** The querystring of a single-resource read: only `include`. */
export function showQuerySchema(includes: readonly string[]) {
  return z.looseObject({
    include: z
      .string()
      .optional()
      .describe(includes.length ? `Comma list of ${includes.join(', ')}` : 'No includes'),
  });
}
