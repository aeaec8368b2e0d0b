import { eq, or } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The data exports about the user or asked by them (their files expire after 7 days; the hourly job removes them). */
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
  async erase(tx, userId) {
    await tx.delete(dataExports).where(or(eq(dataExports.userId, userId), eq(dataExports.requestedBy, userId)));
  },
};
