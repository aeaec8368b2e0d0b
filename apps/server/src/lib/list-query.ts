import {
  hasControlCharacters,
  LIST_COUNT_CAP,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  type ListDefinition,
  type ListMeta,
  type MessageKey,
} from '@portal/contracts';
import {
  type AnyColumn,
  and,
  asc,
  count as countRows,
  desc,
  getTableName,
  is,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
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
 * The conditions of one list request, each under a name, their values kept out
 * of the SQL text as placeholders. Which conditions there are (`shape`), with
 * the sort and the page window, is all that decides the text of a list's
 * queries, so `listPage` builds them once per shape (see `runShaped`).
 */
export class ListFilter {
  /** The placeholders' values, by placeholder name. */
  readonly values: Record<string, unknown> = {};
  private readonly conditions: SQL[] = [];
  private readonly names: string[] = [];

  /** A value of a condition: a placeholder in the text, sent as a parameter. */
  value(value: unknown): Placeholder {
    const name = `v${Object.keys(this.values).length}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A condition under a name that tells its SQL text apart from every other condition the list can add. */
  add(name: string, condition: SQL): this {
    this.conditions.push(condition);
    this.names.push(name);
    return this;
  }

  /** Whether a condition of this name was added (a text search changes the order's SQL too: `orderByList`). */
  has(name: string): boolean {
    return this.names.includes(name);
  }

  get where(): SQL | undefined {
    return this.conditions.length ? and(...this.conditions) : undefined;
  }

  get shape(): string {
    return this.names.map((name) => `${name};`).join('');
  }
}

/** A Drizzle query that can be prepared: a select builder. */
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  getQuery(): { sql: string; params: unknown[] };
}

/** Shapes kept per database handle; a rare further one is built each time. */
const SHAPES_MAX = 1_000;
const shapedQueries = new WeakMap<object, Map<string, Prepared<unknown>>>();
/** Under test every run is built again and compared with the kept one: a test shows a shape that misses a difference. */
const verifyShapes = process.env.NODE_ENV === 'test';

/**
 * Run a query that Drizzle builds (its SQL text and result mapping) once per
 * `shape` and runs with `values` from then on. Building a list's query walks
 * every piece of its SQL; done on every request, it was two fifths of what a
 * list answer cost the server (users, first page: 420 → 250 µs). `shape` must name everything that changes the text;
 * values reach the text only as placeholders (`ListFilter.value`): a query with
 * a value written in is an error under test and is never kept otherwise.
 */
export function runShaped<T>(
  db: Executor,
  shape: string,
  values: Record<string, unknown>,
  build: () => Preparable<T>,
): Promise<T> {
  let queries = shapedQueries.get(db);
  if (!queries) {
    queries = new Map();
    shapedQueries.set(db, queries);
  }
  const kept = queries.get(shape) as Prepared<T> | undefined;
  if (kept && !verifyShapes) return kept.execute(values);
  // An empty name: the connection names the statement by its text (db/client.ts).
  const built = build().prepare('');
  const { sql: text, params } = built.getQuery();
  if (params.some((param) => !is(param, Placeholder))) {
    if (verifyShapes) throw new Error(`shaped query "${shape}" has a value in its text: pass it as ListFilter.value()`);
    return built.execute(values);
  }
  if (kept) {
    if (kept.getQuery().sql !== text) {
      throw new Error(`shaped query "${shape}" has two texts: its shape misses what tells them apart`);
    }
    return kept.execute(values);
  }
  if (queries.size < SHAPES_MAX) queries.set(shape, built);
  return built.execute(values);
}

/**
 * How many rows of `table` match the filter, counting no further than one past `LIST_COUNT_CAP`
 * (`listMeta` turns that into a capped total): the count of a filtered list stops early instead of
 * visiting every row of a large table on every page. Outside a transaction the total is kept for a
 * few seconds, until any counted table changes (`ListCountCache`).
 */
export async function countListed(db: Executor, table: PgTable, filter: ListFilter): Promise<number> {
  const name = getTableName(table);
  const count = async () => {
    const [row] = await runShaped(db, `count ${name} ${filter.shape}`, filter.values, () =>
      db.select({ value: countRows() }).from(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(filter.where)
          .limit(constant(LIST_COUNT_CAP + 1))
          .as('up_to'),
      ),
    );
    return row?.value ?? 0;
  };
  const cache = NOTIFYING_TABLES.has(name) ? listCountCacheOf(db) : undefined;
  if (!cache) return count();
  const key = `${name}\u0000${filter.shape}\u0000${JSON.stringify(filter.values)}`;
  const now = Date.now();
  const cached = cache.get(key, now);
  if (cached !== undefined) return cached;
  const generation = cache.generation;
  const total = await count();
  cache.set(key, total, generation, now);
  return total;
}

/** Pages up to this one are written with their window as constants (see `listPage`). */
const CONSTANT_WINDOW_PAGES = 5;

/** An integer we computed, written into the SQL text (Drizzle writes an SQL chunk given as a limit or offset as it is). */
const constant = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

/**
 * One page of a list and its total (`countListed`). `build` makes the page's
 * query from the filter's WHERE and the page window; it runs once per shape of
 * the list (its `name`, the filter's conditions, the sort and the window), and
 * that query is run with the filter's values from then on (`runShaped`).
 *
 * The window: every query is a prepared statement (db/client.ts), and PostgreSQL
 * keeps a statement's generic plan only where it costs no more than planning
 * each run; with the page size as a parameter the generic plan assumes a tenth
 * of the table and never wins, so every page was planned again (about 0.25 ms of
 * a 0.5 ms list query). The page size is therefore written into the SQL (at
 * most 100 values), and so is the offset of the first pages, which most
 * requests ask for; a deeper offset stays a parameter, so that the statements
 * stay few.
 */
export async function listPage<Row>(
  db: Executor,
  list: { name: string; table: PgTable; filter: ListFilter; sort: ReadonlyArray<{ field: string; direction: string }> },
  query: { page: number; perPage: number },
  build: (where: SQL | undefined, window: { limit: number; offset: number }) => Preparable<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const { name, table, filter, sort } = list;
  const offset = (query.page - 1) * query.perPage;
  const constantOffset = query.page <= CONSTANT_WINDOW_PAGES;
  const window = {
    limit: constant(query.perPage),
    offset: constantOffset ? constant(offset) : (sql.placeholder('offset') as unknown as number),
  };
  const sortShape = sort.map(({ field, direction }) => `${direction === 'desc' ? '-' : ''}${field}`).join(',');
  const shape = `${name} ${filter.shape} ${sortShape} ${query.perPage} ${constantOffset ? offset : 'deep'}`;
  const [rows, total] = await Promise.all([
    runShaped(db, shape, constantOffset ? filter.values : { ...filter.values, offset }, () =>
      build(filter.where, window),
    ),
    countListed(db, table, filter),
  ]);
  return { rows, total };
}

/**
 * The ids of a page's rows, as the subquery `page`: found on indexed columns (filter, sort, window) before
 * anything else is read. The list joins its table back on `page.id` and reads the rest (aggregates, related
 * rows) for those rows only.
 */
export function pageIds(
  db: Executor,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number; offset: number },
) {
  return db
    .select({ id })
    .from(id.table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
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
