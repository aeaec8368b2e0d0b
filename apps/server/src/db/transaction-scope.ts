import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

/** Run `work` marked as inside a transaction (for the check below). */
export function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

/**
 * Throws when called from code running inside `inTransaction`: that code must
 * use the transaction's own handle, never a second pooled connection.
 */
export function assertOutsideTransaction(): void {
  if (scope.getStore()) {
    throw new Error('A second pooled connection was requested inside a transaction; use the transaction handle.');
  }
}
