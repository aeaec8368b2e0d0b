import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { DATABASE_CASING, type Database } from './client.js';
import * as schema from './schema/index.js';
import { runInTransactionScope } from './transaction-scope.js';

/** Runs raw SQL on one connection: how pg-boss joins our transactions. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Run `work` in one transaction on one pooled connection, with both a Drizzle
 * handle and a raw executor for that connection, so that rows and queued jobs
 * (mails) commit or roll back together.
 *
 * Inside `work`, only `tx` and `sql` may touch the database: asking the pool
 * for another connection throws (see connectDatabase), because under a burst
 * that second wait is what deadlocks a pool.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (tx: Database, sql: SqlExecutor) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // Set when the connection cannot be trusted any more: the pool then closes it instead of lending it again.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const tx = drizzle(client, { schema, casing: DATABASE_CASING }) as unknown as Database;
    const result = await runInTransactionScope(() =>
      work(tx, { executeSql: (text, values) => client.query(text, values) }),
    );
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection PostgreSQL ended (or whose socket broke) cannot roll back: it is discarded.
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed', { cause: error });
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
