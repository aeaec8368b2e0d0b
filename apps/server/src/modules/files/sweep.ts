import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceContext } from '../../service-context.js';
import { storedFileReferences } from './file-references.js';

/**
 * A stored file no row names is removed once it was last written this long
 * ago. The age is the object's (the storage's last-modified time), not how
 * long it has been unused: it keeps the sweep away from files an upload has
 * just stored and not yet pointed a row at, as a second guard beside the lock.
 */
export const UNUSED_FILE_GRACE_MS = 24 * 3_600_000;

/** The scheduled job (pg-boss cron, once an hour whatever the number of instances). */
export const STORAGE_SWEEP_JOB = 'storage-sweep';
export const STORAGE_SWEEP_CRON = '43 * * * *';

/** Keys checked against the rows and removed together, under the lock (an image upload waits at most this long). */
const BATCH = 50;

/**
 * What the sweep may remove: a product or theme image (`<sha256>.webp`, the
 * preview and the thumbnail alike, lib/images.ts) and an uploaded release file
 * (`release-<uuid>-<sha256 prefix>.<ext>`, modules/downloads). Any other key
 * of the folder or bucket is left alone.
 */
const SWEPT_KEY = /^(?:[0-9a-f]{64}\.webp|release-[0-9a-f-]{36}-[0-9a-f]{16}\.[a-z0-9]{1,10})$/;

/** One transaction-level advisory lock: shared by image writes, exclusive for a sweep's batch. */
const LOCK_ID = sql`hashtext('portal:stored-files')`;

/**
 * Taken (shared) by a transaction that stores image files and points a row at
 * them, before the files are written: a sweep's check-and-delete never runs
 * between a write and its commit. A content-addressed name can be written again
 * by a new upload after the listing saw it old and unused; this keeps that
 * upload's file.
 */
export async function holdStoredFiles(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_ID})`);
}

/** Of `keys`, those a row names: a product, theme or release (the registered `storedFileReferences`). */
async function namedKeys(tx: Executor, keys: readonly string[]): Promise<Set<string>> {
  const values: SQL = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const named = sql.join(
    storedFileReferences.all().map((reference) => reference(sql`k.key`)),
    sql` or `,
  );
  const result = await tx.execute<{ key: string }>(sql`
    select k.key from unnest(array[${values}]::text[]) as k(key)
    where ${named}`);
  return new Set(result.rows.map((row) => row.key));
}

/** The sweep runs as a scheduled job (and in tests) with only these of the `ServiceContext`. */
export type SweepContext = Pick<ServiceContext, 'pool' | 'storage' | 'clock'>;

/** Removes those of `keys` no row names, under the exclusive lock; answers the keys removed. */
async function removeUnnamed(ctx: SweepContext, keys: readonly string[]): Promise<string[]> {
  return inTransaction(ctx.pool, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ID})`);
    const named = await namedKeys(tx, keys);
    const unnamed = keys.filter((key) => !named.has(key));
    // Deleting a missing object is no error: another instance's sweep may have been first.
    await Promise.all(unnamed.map((key) => ctx.storage.delete(key)));
    return unnamed;
  });
}

/**
 * Removes the stored images and release files that no product, theme or
 * release names and that were last written over `UNUSED_FILE_GRACE_MS` ago
 * (by the app's clock): replaced or removed images, files of deleted
 * products, release files a crash or a failed delete left. Reads the storage
 * listing page by page and checks the rows per batch of keys, so neither the
 * listing nor the rows are held whole. Safe on several instances at once.
 */
export async function sweepUnusedFiles(ctx: SweepContext): Promise<string[]> {
  const cutoff = ctx.clock.now().getTime() - UNUSED_FILE_GRACE_MS;
  const removed: string[] = [];
  let batch: string[] = [];
  for await (const object of ctx.storage.list()) {
    if (!SWEPT_KEY.test(object.key) || object.lastModified.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      removed.push(...(await removeUnnamed(ctx, batch)));
      batch = [];
    }
  }
  if (batch.length > 0) removed.push(...(await removeUnnamed(ctx, batch)));
  return removed;
}
