import { eq } from 'drizzle-orm';
import { memberImports } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The member imports a license manager started (the invited people's rows are theirs, in the users table). */
export const managerPersonalData: PersonalData = {
  module: 'manager',
  columns: ['member_imports.requested_by'],
  async export(db, userId) {
    const imports = await db
      .select({
        id: memberImports.id,
        organizationId: memberImports.organizationId,
        status: memberImports.status,
        total: memberImports.total,
        invited: memberImports.invited,
        createdAt: memberImports.createdAt,
      })
      .from(memberImports)
      .where(eq(memberImports.requestedBy, userId))
      .orderBy(memberImports.createdAt);
    return { member_imports: imports };
  },
  async erase(tx, userId) {
    // The import stays with its organization; who started it is forgotten.
    await tx.update(memberImports).set({ requestedBy: null }).where(eq(memberImports.requestedBy, userId));
  },
};
