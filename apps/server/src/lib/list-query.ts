import {
  hasControlCharacters,
  LIST_COUNT_CAP,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  type ListDefinition,
  type ListMeta,
  type MessageKey,
} from '@portal/contracts';
import { type AnyColumn, asc, count as countRows, desc, getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { DATABASE_CASING, type Executor } from '../db/client.js';
import { type FieldError, type FieldErrors, validation } from './app-error.js';
import { listCountCacheOf, NOTIFYING_TABLES } from './list-count-cache.js';

/** What a list endpoint accepts: the list's contract (`defineList` in contracts). */
export type ListSpec<I extends string, S extends string, F extends string> = ListDefinition<I, S, F>;

export interface ListQuery<I extends string, S extends string, F extends string> {
  include: I[];
  sort: Array<{ field: S; direction: 'asc' | 'desc' }>;
  /** `filter[name]=v` → `{name: 'v'}`; `filter[name][sub]=v` → `{name: {sub: 'v'}}`. */
  filter: Partial<Record<F, string | Record<string, string>>>;
  page: number;
  perPage: number;
}

const FILTER_KEY = /^filter\[([a-z_]+)\](?:\[([a-z_]+)\])?$/;
const MAX_VALUE_LENGTH = 200;

/**
 * Parse the generic list parameters (`include`, `sort`, `filter[...]`, `page`,
 * `per_page`) of one request against a resource's whitelist. Anything unknown,
 * repeated or out of range is a 422 naming the parameter; never a 500.
 */
export function parseListQuery<I extends string, S extends string, F extends string>(
  raw: unknown,
  spec: ListSpec<I, S, F>,
): ListQuery<I, S, F> {
  const query = (raw ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = controlCharacterErrors(query);
  // A NUL would reach PostgreSQL (a 500); nothing else about such a parameter matters.
  if (Object.keys(errors).length > 0) throw validation(errors);
  const fail = (field: string, error: FieldError) => {
    errors[field] ??= [];
    errors[field].push(error);
  };
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) {
      fail(name, 'validation.invalid');
      return undefined;
    }
    return value;
  };

  const result: ListQuery<I, S, F> = { include: [], sort: [], filter: {}, page: 1, perPage: LIST_DEFAULT_PER_PAGE };

  for (const value of listOf(text('include'))) {
    if ((spec.includes as readonly string[]).includes(value)) result.include.push(value as I);
    else fail('include', unknown('error.unknown_include', value, spec.includes));
  }

  for (const value of listOf(text('sort') ?? spec.defaultSort)) {
    const field = value.replace(/^-/, '');
    if ((spec.sorts as readonly string[]).includes(field)) {
      result.sort.push({ field: field as S, direction: value.startsWith('-') ? 'desc' : 'asc' });
    } else fail('sort', unknown('error.unknown_sort', value, spec.sorts));
  }

  const page = integerParam(text('page'), 1, Number.MAX_SAFE_INTEGER);
  if (page === null) fail('page', 'validation.min_number');
  else if (page !== undefined) result.page = page;
  const perPage = integerParam(text('per_page'), 1, LIST_MAX_PER_PAGE);
  if (perPage === null) fail('per_page', { key: 'validation.per_page', params: { max: LIST_MAX_PER_PAGE } });
  else if (perPage !== undefined) result.perPage = perPage;

  for (const key of Object.keys(query)) {
    if (['include', 'sort', 'page', 'per_page'].includes(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) {
      fail(key, { key: 'error.unknown_query', params: { name: key } });
      continue;
    }
    const [, name = '', sub] = match;
    if (!(spec.filters as readonly string[]).includes(name)) {
      fail(key, unknown('error.unknown_filter', name, spec.filters));
      continue;
    }
    const value = text(key);
    if (value === undefined) continue;
    const filter = result.filter as Record<string, string | Record<string, string>>;
    if (sub) {
      const current = filter[name];
      filter[name] = { ...(typeof current === 'object' ? current : {}), [sub]: value };
    } else filter[name] = value;
  }

  if (Object.keys(errors).length > 0) throw validation(errors);
  return result;
}

/** True when a string anywhere in `value` (strings, arrays, objects) holds a control character. */
export function hasControlCharactersDeep(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || hasControlCharactersDeep(item, depth + 1),
  );
}

/**
 * Query parameters whose name or value holds a control character, each as a
 * field error named by the parameter. Checked for every API call's query
 * string (see the errors plugin) and again by the list parsers.
 */
export function controlCharacterErrors(raw: unknown): FieldErrors {
  // Keyed by what the client sent: no prototype, so `constructor` or `__proto__` is just a name.
  const errors: FieldErrors = Object.create(null);
  if (raw === null || typeof raw !== 'object') return errors;
  for (const [name, value] of Object.entries(raw)) {
    if (hasControlCharacters(name) || hasControlCharactersDeep(value)) errors[name] = ['validation.control_characters'];
  }
  return errors;
}

function listOf(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

function unknown(key: MessageKey, value: string, allowed: readonly string[]): FieldError {
  return { key, params: { value, allowed: allowed.join(', ') || 'none' } };
}

/** undefined when absent, null when not an integer in range. */
function integerParam(value: string | undefined, min: number, max: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The parsed query of a list defined with `defineList`. */
export type ListQueryOf<D> = D extends ListDefinition<infer I, infer S, infer F> ? ListQuery<I, S, F> : never;

/**
 * The ORDER BY of a parsed list sort, through the list's map of sort names to columns, ended by
 * `tiebreak` (the row's id) so that pages never overlap. The tiebreak runs in the direction of the
 * last sort key: a descending sort then walks its `(column, id)` index backwards as it is, with no
 * sort of every row before the page (page 300 by `-created_at` sorted 4,500 rows for its 15).
 *
 * `searching`: the list is filtered by a text search. Its rows are then found first (through the
 * search's trigram index) and sorted afterwards, never by walking a sort index and testing each row
 * against the search: matches cluster (searching "smi" sorted by last name walks past every A–R name
 * before the first Smith), so that walk can visit most of the table for one page. Wrapping each
 * sort column in `coalesce(c, c)` (the same order, NULLs included) keeps the planner off its index.
 */
export function orderByList<S extends string>(
  sort: ReadonlyArray<{ field: S; direction: 'asc' | 'desc' }>,
  columns: Record<S, AnyColumn | SQL>,
  { searching = false, tiebreak }: { searching?: boolean; tiebreak?: AnyColumn } = {},
): SQL[] {
  const order = sort.map(({ field, direction }) => {
    const column = searching ? sql`coalesce(${columns[field]}, ${columns[field]})` : columns[field];
    return direction === 'desc' ? desc(column) : asc(column);
  });
  if (tiebreak) order.push(sort.at(-1)?.direction === 'desc' ? desc(tiebreak) : asc(tiebreak));
  return order;
}

/** A value for `LIKE`/`ILIKE` taken literally: its wildcards escaped. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many rows of `table` match `where`, counting no further than one past `LIST_COUNT_CAP`
 * (`listMeta` turns that into a capped total): the count of a filtered list stops early instead of
 * visiting every row of a large table on every page. Outside a transaction the total is kept for a
 * few seconds, until any counted table changes (`ListCountCache`).
 */
export async function countListed(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const count = async () => {
    const upTo = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(LIST_COUNT_CAP + 1)
      .as('up_to');
    const [row] = await db.select({ value: countRows() }).from(upTo);
    return row?.value ?? 0;
  };
  const name = getTableName(table);
  const cache = NOTIFYING_TABLES.has(name) ? listCountCacheOf(db) : undefined;
  if (!cache) return count();
  // Keyed by the table and the filter as SQL (its text and values): a third of the cost of building the count.
  const filter = where ? keyDialect.sqlToQuery(where) : undefined;
  const key = filter ? `${name}\u0000${filter.sql}\u0000${JSON.stringify(filter.params)}` : name;
  const now = Date.now();
  const cached = cache.get(key, now);
  if (cached !== undefined) return cached;
  const generation = cache.generation;
  const total = await count();
  cache.set(key, total, generation, now);
  return total;
}

const keyDialect = new PgDialect({ casing: DATABASE_CASING });

/** Pages up to this one are written with their window as constants (see `pageWindow`). */
const CONSTANT_WINDOW_PAGES = 5;

/**
 * A page's `limit` and `offset`, for `.limit()` and `.offset()`. Every query is a
 * prepared statement (db/client.ts), and PostgreSQL keeps a statement's generic
 * plan only where it costs no more than planning each run; with the page size as
 * a parameter the generic plan assumes a tenth of the table and never wins, so
 * every page was planned again (about 0.25 ms of a 0.5 ms list query). The page
 * size is therefore written into the SQL (at most 100 values), and so is the
 * offset of the first pages, which most requests ask for; a deeper offset stays
 * a parameter, so that the statements stay few.
 */
export function pageWindow(query: { page: number; perPage: number }): { limit: number; offset: number } {
  const offset = (query.page - 1) * query.perPage;
  // Drizzle writes an SQL chunk given as the limit or offset into the text as it is; both are integers we computed.
  const constant = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;
  return {
    limit: constant(query.perPage),
    offset: query.page <= CONSTANT_WINDOW_PAGES ? constant(offset) : offset,
  };
}

/** The `meta` of a list answer; a total over `LIST_COUNT_CAP` is given as the cap, flagged. */
export function listMeta(query: { page: number; perPage: number }, counted: number): ListMeta {
  const total = Math.min(counted, LIST_COUNT_CAP);
  return {
    page: query.page,
    per_page: query.perPage,
    total,
    total_capped: counted > LIST_COUNT_CAP,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

/** The query of a single-resource read: only `include` is accepted. */
export function parseShowQuery<I extends string>(raw: unknown, includes: readonly I[]): { include: I[] } {
  const query = (raw ?? {}) as Record<string, unknown>;
  const extra = Object.keys(query).filter((key) => key !== 'include');
  if (extra.length > 0) {
    throw validation(
      Object.fromEntries(extra.map((name) => [name, [{ key: 'error.unknown_query' as const, params: { name } }]])),
    );
  }
  const { include } = parseListQuery(query, { includes, sorts: [], filters: [], defaultSort: '' as never });
  return { include };
}
