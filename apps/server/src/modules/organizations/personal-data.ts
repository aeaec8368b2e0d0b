import { eq } from 'drizzle-orm';
import { organizationLicenseManagers } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The organization a user is the license manager of (membership itself is the users row's). */
export const organizationsPersonalData: PersonalData = {
  module: 'organizations',
  columns: ['organization_license_managers.user_id'],
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
  async erase(tx, userId) {
    await tx.delete(organizationLicenseManagers).where(eq(organizationLicenseManagers.userId, userId));
  },
};
