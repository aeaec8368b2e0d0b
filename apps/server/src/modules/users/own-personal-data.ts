import { eq } from 'drizzle-orm';
import { userPermissions, userRoles, users } from '../../db/schema/index.js';
import type { PersonalData } from './personal-data.js';

/** The account itself: its row, roles and direct permissions. Registered first, so it is erased last. */
export const usersPersonalData: PersonalData = {
  module: 'users',
  columns: ['users.id', 'user_roles.user_id', 'user_permissions.user_id'],
  async export(db, userId) {
    const [account] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        status: users.status,
        language: users.language,
        organizationId: users.organizationId,
        twoFactorEnabledAt: users.twoFactorEnabledAt,
        refreshReminders: users.refreshReminders,
        practiceReminders: users.practiceReminders,
        weeklyGoalMinutes: users.weeklyGoalMinutes,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    const permissions = await db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId));
    return {
      account: account ?? null,
      roles: roles.map((row) => row.role).sort(),
      permissions: permissions.map((row) => row.permission).sort(),
    };
  },
  async erase(tx, userId) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  },
};
