import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { DATABASE_CASING, type Database, type Executor } from './client.js';
import * as schema from './schema/index.js';
import { runInTransactionScope } from './transaction-scope.js';

/** Runs raw SQL on one connection: how pg-boss joins our transactions. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Call `wake` once the transaction has committed (never when it rolls back): to start on what it queued, or to
   * deliver its events (`lib/events.ts`). `inTransaction` awaits each in turn before it returns; a `wake` must not
   * throw (the change is committed: there is nobody left to fail).
   */
  afterCommit?(wake: () => void | Promise<void>): void;
}

/** The raw executor of each open transaction's handle, for `sqlExecutorOf`. */
const executors = new WeakMap<object, SqlExecutor>();

/**
 * The raw executor of a transaction handle that `inTransaction` gave out (how
 * a mail's queued job joins the transaction); throws for any other handle, so a
 * mail is never queued outside the change that caused it.
 */
export function sqlExecutorOf(tx: object): SqlExecutor {
  const sqlExec = executors.get(tx);
  if (!sqlExec) {
    throw new Error('a mail is queued (an event published) only inside inTransaction, with its transaction handle');
  }
  return sqlExec;
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
  const committed: Array<() => void | Promise<void>> = [];
  let result: T;
  try {
    await client.query('BEGIN');
    const tx = drizzle(client, { schema, casing: DATABASE_CASING }) as unknown as Database;
    const sqlExec: SqlExecutor = {
      executeSql: (text, values) => client.query(text, values),
      afterCommit: (wake) => void committed.push(wake),
    };
    executors.set(tx, sqlExec);
    result = await runInTransactionScope(() => work(tx, sqlExec));
    await client.query('COMMIT');
  } catch (error) {
    // A connection PostgreSQL ended (or whose socket broke) cannot roll back: it is discarded.
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed', { cause: error });
    });
    throw error;
  } finally {
    client.release(broken);
  }
  // Once committed and the connection is back in the pool (what the woken work will want): never inside the
  // try above, whose failure would roll back a change that is already committed.
  for (const wake of committed) await wake();
  return result;
}

/**
 * Run `work` in a savepoint of the caller's transaction (`tx` from `inTransaction`): when it fails, its own writes
 * are undone and the transaction can go on (a failed statement would otherwise abort all of it); the error is
 * thrown after the rollback to the savepoint.
 */
export async function inSavepoint<T>(tx: Executor, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint work`);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await tx.execute(sql`rollback to savepoint work`);
    throw error;
  }
  await tx.execute(sql`release savepoint work`);
  return result;
}
