import { eq, or } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.js';
import { sqlExecutorOf } from '../../db/transaction.js';
import type { PersonalData } from '../users/index.js';

/**
 * The data exports about the user or asked by them (their files expire after 7 days; the hourly job removes them).
 * Erasing deletes the rows and, once the erasure has committed, their files (the hourly job removes any left over).
 */
export const dataExportsPersonalData: PersonalData = {
  module: 'data-exports',
  columns: ['data_exports.user_id', 'data_exports.requested_by'],
  async export(db, userId) {
    const exports = await db
      .select({
        userId: dataExports.userId,
        requestedBy: dataExports.requestedBy,
        status: dataExports.status,
        requestedAt: dataExports.requestedAt,
        readyAt: dataExports.readyAt,
        expiresAt: dataExports.expiresAt,
      })
      .from(dataExports)
      .where(or(eq(dataExports.userId, userId), eq(dataExports.requestedBy, userId)))
      .orderBy(dataExports.requestedAt);
    return { exports };
  },
  async erase(ctx, tx, { userId }) {
    const gone = await tx
      .delete(dataExports)
      .where(or(eq(dataExports.userId, userId), eq(dataExports.requestedBy, userId)))
      .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
    const keys = gone.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    if (keys.length === 0) return;
    sqlExecutorOf(tx).afterCommit?.(async () => {
      for (const key of keys) {
        await ctx.storage.delete(key).catch((error: unknown) => {
          ctx.log.error({ err: error, key }, 'an erased export file stays until the hourly clean-up');
        });
      }
    });
  },
};
