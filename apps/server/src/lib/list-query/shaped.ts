import { LIST_COUNT_CAP, type ListMeta } from '@portal/contracts';
import { count as countRows, getTableName, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { listCountCacheOf, NOTIFYING_TABLES } from '../list-count-cache.js';
import type { ListFilter } from './sql.js';

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
