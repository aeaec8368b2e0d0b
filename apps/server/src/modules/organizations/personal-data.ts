import { eq } from 'drizzle-orm';
import { organizationLicenseManagers, organizations } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalData } from '../users/index.js';

/**
 * The organization a user is the license manager of (membership itself is the users row's). An organization has
 * one license manager: erasing them is refused until someone else is made its manager (the message names it).
 */
export const organizationsPersonalData: PersonalData = {
  module: 'organizations',
  columns: ['organization_license_managers.user_id'],
  async beforeErase(tx, userId) {
    // The row is locked: a successor assigned meanwhile (which replaces this row) waits for the erasure's end.
    const [managed] = await tx
      .select({ name: organizations.name })
      .from(organizationLicenseManagers)
      .innerJoin(organizations, eq(organizations.id, organizationLicenseManagers.organizationId))
      .where(eq(organizationLicenseManagers.userId, userId))
      .for('update', { of: organizationLicenseManagers });
    if (managed) throw new AppError('conflict', 'error.erase_license_manager', { organization: managed.name });
  },
  async export(db, userId) {
    const [managed] = await db
      .select({
        organizationId: organizationLicenseManagers.organizationId,
        assignedAt: organizationLicenseManagers.assignedAt,
      })
      .from(organizationLicenseManagers)
      .where(eq(organizationLicenseManagers.userId, userId));
    return { license_manager_of: managed ?? null };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(organizationLicenseManagers).where(eq(organizationLicenseManagers.userId, userId));
  },
};
