import { z } from 'zod';
import { DAY_MS } from './calendar-day.js';
import { LIST_DEFAULT_PER_PAGE, LIST_MAX_PER_PAGE } from './constants.js';

/**
 * A filter's value schema. It reads the text of `filter[name]` (trimmed; an
 * empty one is no filter) and may turn it into what the server's query needs
 * (`z.enum(ROLES)`, `z.uuid()`, `z.string()`, a transform). An object schema
 * reads parts instead, `filter[name][part]` (see `dateRangeFilter`).
 */
export type ListFilterSchema = z.ZodType<unknown, string> | z.ZodType<unknown, Partial<Record<string, string>>>;

/**
 * One list contract per resource: which includes, sorts and filters a list
 * accepts. The server parses requests with it (422 for anything else, a bad
 * filter value included, with the catalogue message of the filter's schema),
 * the OpenAPI document names its parameters and their types from it, and the
 * web keeps a list's state in the URL with the same names
 * (`?filter[search]=…&sort=-created_at&page=2`) and its filter bars take their
 * options from it (`filterOptions`).
 */
export interface ListDefinition<
  I extends string = string,
  S extends string = string,
  F extends string = string,
  V extends Record<F, ListFilterSchema> = Record<F, ListFilterSchema>,
> {
  includes: readonly I[];
  sorts: readonly S[];
  /** The filters' names, in the order of the definition. */
  filters: readonly F[];
  /** Each filter's value schema, by name. */
  filterSchemas: V;
  /** Applied when the request names no sort. */
  defaultSort: `${'' | '-'}${S}`;
}

/**
 * A list's contract. `filters` gives each filter's value schema by name
 * (`{ role: z.enum(ROLES), organization_id: z.uuid() }`); a plain list of names
 * (`['search']`) takes any text for each.
 */
export function defineList<const I extends string, const S extends string, const F extends string>(
  definition: ListDefinitionInput<I, S, readonly F[]>,
): ListDefinition<I, S, F, Record<F, z.ZodString>>;
export function defineList<
  const I extends string,
  const S extends string,
  const V extends Record<string, ListFilterSchema>,
>(definition: ListDefinitionInput<I, S, V>): ListDefinition<I, S, keyof V & string, V>;
export function defineList(
  definition: ListDefinitionInput<string, string, readonly string[] | Record<string, ListFilterSchema>>,
): ListDefinition {
  const { filters, ...rest } = definition;
  const filterSchemas: Record<string, ListFilterSchema> = Array.isArray(filters)
    ? Object.fromEntries(filters.map((name) => [name, z.string()]))
    : (filters as Record<string, ListFilterSchema>);
  return { ...rest, filters: Object.keys(filterSchemas), filterSchemas };
}

interface ListDefinitionInput<I extends string, S extends string, Filters> {
  includes: readonly I[];
  sorts: readonly S[];
  filters: Filters;
  // The sorts come from `sorts` only: a default of '-created_at' must not add '-created_at' to them.
  defaultSort: `${'' | '-'}${NoInfer<S>}`;
}

/** What a schema is once its pipes, transforms, optionals and defaults are looked through. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def as { type: string; in?: z.core.$ZodType; innerType?: z.core.$ZodType };
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  return current;
}

/**
 * The parts of a filter read as `filter[name][part]` (a date range: `from`,
 * `to`), or undefined for a filter of one value.
 */
export function filterParts(schema: ListFilterSchema): readonly string[] | undefined {
  const inner = innermost(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : undefined;
}

/**
 * The values a filter allows, for a filter bar's options (`z.enum` filters;
 * also behind a transform), or undefined when it takes free text:
 * `filterOptions(userList, 'role')` → `['super-admin', 'admin', …]`.
 */
export function filterOptions<F extends string>(
  definition: ListDefinition<string, string, F>,
  name: NoInfer<F>,
): readonly string[] | undefined {
  const inner = innermost(definition.filterSchemas[name]);
  return inner instanceof z.ZodEnum ? (inner.options as readonly string[]) : undefined;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = z.iso.datetime({ offset: true });

/**
 * A date filter's bound: `YYYY-MM-DD` (a UTC day) or an ISO date-time. Gives
 * the instant the range starts at (`from`) or the exclusive instant it ends at
 * (`to`: the day after a date, a millisecond after a date-time); null when the
 * text is no such date.
 */
export function dateBound(value: string, bound: 'from' | 'to'): Date | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    // 2026-02-30 rolls over to March: not a date.
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
    return bound === 'from' ? date : new Date(date.getTime() + DAY_MS);
  }
  if (!dateTime.safeParse(value).success) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return bound === 'from' ? instant : new Date(instant.getTime() + 1);
}

const boundSchema = (bound: 'from' | 'to', description: string) =>
  z
    .string()
    .transform((value, ctx) => {
      const instant = dateBound(value, bound);
      if (instant) return instant;
      ctx.addIssue({ code: 'custom', message: 'validation.date' });
      return z.NEVER;
    })
    .optional()
    .describe(description);

/**
 * A date range filter: `filter[name][from]` and `filter[name][to]`, dates
 * (`YYYY-MM-DD`, UTC days, both included) or ISO date-times, from ≤ to. Read
 * as `{ from?: Date, before?: Date }`, `before` the exclusive end.
 */
export function dateRangeFilter() {
  return z
    .strictObject(
      {
        from: boundSchema('from', 'From this day (YYYY-MM-DD, UTC) or instant (ISO 8601)'),
        to: boundSchema('to', 'Up to and including this day (YYYY-MM-DD, UTC) or instant'),
      },
      { error: 'validation.date_range_object' },
    )
    .superRefine((range, ctx) => {
      if (range.from && range.to && range.from >= range.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.date_order' });
      }
    })
    .transform(({ from, to }) => ({ ...(from ? { from } : {}), ...(to ? { before: to } : {}) }));
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
 * parameter by name, a filter's with its type, format or allowed values from
 * its schema (a filter of parts, each part). Loose, and every value any text,
 * so that the list parser still sees (and refuses with 422 and the catalogue's
 * message) parameters and values the list does not take.
 */
export function listQuerySchema(definition: ListDefinition) {
  const text = (description: string) => z.string().optional().describe(description);
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {
    sort: text(`Comma list of ${definition.sorts.join(', ')}; a leading - sorts descending`),
    page: text('Page number, from 1'),
    per_page: text(`Items per page, 1 to ${LIST_MAX_PER_PAGE} (default ${LIST_DEFAULT_PER_PAGE})`),
  };
  if (definition.includes.length > 0) shape.include = text(`Comma list of ${definition.includes.join(', ')}`);
  for (const name of definition.filters) {
    const schema = definition.filterSchemas[name] as ListFilterSchema;
    const parts = filterParts(schema);
    const label = `Filter by ${name.replaceAll('_', ' ')}`;
    if (!parts) shape[`filter[${name}]`] = documented(schema, label);
    else {
      const inner = innermost(schema) as z.ZodObject;
      for (const part of parts) {
        shape[`filter[${name}][${part}]`] = documented(inner.shape[part] as ListFilterSchema, `${label}: ${part}`);
      }
    }
  }
  return z.looseObject(shape);
}

/** Any text (the list parser checks it), documented as the filter's schema takes it. */
function documented(schema: ListFilterSchema, description: string) {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const { $schema: _schema, type: _type, ...keywords } = json;
  return z
    .string()
    .optional()
    .meta({ description, ...keywords });
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
