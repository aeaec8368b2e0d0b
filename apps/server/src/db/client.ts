import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { assertOutsideTransaction } from './transaction-scope.js';

export type Database = NodePgDatabase<typeof schema>;
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

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, ...DATABASE_LIMITS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A second pooled connection taken inside a transaction waits on the pool the
  // transaction itself holds a slot of: under a burst, every slot waits and the
  // pool deadlocks. Refuse it loudly instead (see inTransaction).
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    assertOutsideTransaction();
    if (typeof callback === 'function') return (connect as unknown as (cb: unknown) => void)(callback);
    return connect();
  }) as typeof pool.connect;
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
