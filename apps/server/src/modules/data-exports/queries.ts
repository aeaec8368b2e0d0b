import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * A pending export of `userId`'s data asked by `requestedBy`, or null when one of the same pair is pending already
 * (the partial unique index: a hundred requests at once make one row).
 */
export async function insertPendingExport(
  tx: Executor,
  values: { userId: string; requestedBy: string; at: Date },
): Promise<DataExportRow | null> {
  const [row] = await tx
    .insert(dataExports)
    .values({ userId: values.userId, requestedBy: values.requestedBy, requestedAt: values.at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findExport(db: Executor, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** An export the caller asked for: `requestedBy` is the session's user, so nobody reaches another's. */
export async function findRequestedExport(db: Executor, requestedBy: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.requestedBy, requestedBy)));
  return row ?? null;
}

/** The newest exports the caller asked for. */
export async function listRequestedExports(db: Executor, requestedBy: string, limit = 10): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.requestedBy, requestedBy))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(limit);
}

/** Pending → ready with its file; false when it was no longer pending (a second worker, an erasure). */
export async function markExportReady(
  tx: Executor,
  id: string,
  values: { fileKey: string; size: number; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({
      status: 'ready',
      fileKey: values.fileKey,
      size: values.size,
      readyAt: values.at,
      expiresAt: values.expiresAt,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markExportFailed(db: Executor, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/**
 * Pending exports asked for before `before` become failed: a build that died with its process (or whose failure
 * could not be written) no longer holds the one-pending place, so the person can ask again.
 */
export async function failStalePending(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.status, 'pending'), lt(dataExports.requestedAt, before)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** Ready exports past their date become expired; their files' keys (as they were), for the caller to delete. */
export async function expireExports(db: Executor, now: Date): Promise<string[]> {
  const result = await db.execute<{ file_key: string | null }>(sql`
    update ${dataExports} d set status = 'expired', file_key = null
      from (select id, file_key from ${dataExports}
             where status = 'ready' and expires_at <= ${now.toISOString()}::timestamptz for update) old
     where d.id = old.id
    returning old.file_key`);
  return result.rows.flatMap((row) => (row.file_key ? [row.file_key] : []));
}
