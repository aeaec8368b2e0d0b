import { type AnyColumn, and, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';

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
