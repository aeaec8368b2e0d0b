import { eq } from 'drizzle-orm';
import { userPermissions, userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeTombstone } from './erasure-queries.js';
import type { PersonalData } from './personal-data.js';
import { lockSuperAdmins } from './queries.js';

/**
 * The account itself: its row, roles and direct permissions. Registered first, so it is erased last: the row becomes
 * the pseudonymous tombstone (name, e-mail, password, user name, second factor and preferences go), its direct
 * permissions and every role but a trainee's go.
 */
export const usersPersonalData: PersonalData = {
  module: 'users',
  columns: ['users.id', 'user_roles.user_id', 'user_permissions.user_id'],
  kept: ['users.id', 'user_roles.user_id'],
  // The last super-admin stays: the super-admins' role rows are locked, so two erasures never remove both.
  async beforeErase(tx, userId) {
    const superAdmins = await lockSuperAdmins(tx);
    if (superAdmins.includes(userId) && superAdmins.length === 1) {
      throw new AppError('validation', 'error.last_super_admin');
    }
  },
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
  async erase(_ctx, tx, { userId, pseudonym, at }) {
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    await writeTombstone(tx, userId, pseudonym, at);
  },
};
