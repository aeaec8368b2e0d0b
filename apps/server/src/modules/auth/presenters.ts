import type { CurrentUser } from '@portal/contracts';
import type { AuthUser } from '../../lib/auth-user.js';

export function presentCurrentUser(user: AuthUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    user_name: user.userName,
    language: user.language,
    organization: user.organizationId ? { id: user.organizationId, name: user.organizationName ?? '' } : null,
    roles: user.roles,
    permissions: user.permissions,
    two_factor_enabled: user.twoFactorEnabled,
    must_change_password: user.mustChangePassword,
    refresh_reminders: user.refreshReminders,
    practice_reminders: user.practiceReminders,
  };
}
