import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/app-error.js';
import * as schema from './schema/index.js';
import { assertOutsideTransaction } from './transaction-scope.js';

export type Database = NodePgDatabase<typeof schema>;
/** How TypeScript field names become column names, for every Drizzle handle and dialect. */
export const DATABASE_CASING = 'snake_case';
/** A database handle or an open transaction: queries take either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Limits that keep one slow or hostile request from holding the database:
 * a request waits at most this long for a pooled connection (then 503), a row
 * lock or a statement at most this long, and a transaction left idle is ended
 * by the server. Overload answers quickly and the portal recovers by itself.
 */
export const DATABASE_LIMITS = {
  connectionTimeoutMillis: 5_000,
  lock_timeout: 5_000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/** At most this many statement texts get a name; any further one runs unnamed, as before. */
const NAMED_STATEMENTS_MAX = 1_000;
const statementNames = new Map<string, string>();

/** The name of a statement text: the same text always gets the same name, in every connection. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `portal_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A connection that prepares each statement once: every query with parameters
 * gets a name by its text, so PostgreSQL parses it once per connection and,
 * after a few runs, keeps its plan (`plan_cache_mode` auto: a generic plan only
 * where it is no worse than planning each run). The text of a query never holds
 * its values (Drizzle sends them as parameters), so the names stay few.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Every connection of the pool, idle or checked out (inside `inTransaction`), has an `error`
    // listener: PostgreSQL ending it (57P01 on `pg_terminate_backend` or a fast shutdown) or a broken
    // socket would otherwise be an unhandled 'error' event, which stops the process. The query it cut
    // fails with the error (503), the client is no longer queryable, and the pool drops it when it is
    // released and opens a new one when one is needed.
    this.on('error', ignoreConnectionError);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name && !config.submit) {
      const name = statementName(config.text);
      if (name) return super.query({ ...config, name }, values, callback);
    }
    return super.query(config, values, callback);
  }
}

/** The error reaches the query it cut, or the pool (an idle client); nothing more to do here. */
function ignoreConnectionError(): void {}

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, ...DATABASE_LIMITS, Client: PreparingClient });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A second pooled connection taken inside a transaction waits on the pool the
  // transaction itself holds a slot of: under a burst, every slot waits and the
  // pool deadlocks. Refuse it loudly instead (see inTransaction).
  //
  // A connection that cannot be opened (refused, a database closed to connections, one in a smart
  // shutdown, no slot left) means the database cannot serve: whatever the server said, the request
  // answers 503 (DatabaseUnavailableError), never 500. pool.query connects through here too.
  const connect = pool.connect.bind(pool) as (cb: (error: Error | undefined, ...rest: unknown[]) => void) => void;
  const unavailable = (error: Error) =>
    new DatabaseUnavailableError(`PostgreSQL refused a new connection: ${error.message}`, { cause: error });
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    assertOutsideTransaction();
    if (typeof callback === 'function') {
      return connect((error, ...rest) => callback(error ? unavailable(error) : undefined, ...rest));
    }
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => (error ? reject(unavailable(error)) : resolve(client as pg.PoolClient))),
    );
  }) as typeof pool.connect;
  const db = drizzle(pool, { schema, casing: DATABASE_CASING });
  return { db, pool, close: () => pool.end() };
}
