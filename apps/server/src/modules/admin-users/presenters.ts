import type { AdminUser } from '@portal/contracts';
import type { UserRow as Row } from '../users/index.js';

export function presentAdminUser(row: Row, include: readonly string[]): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_name: row.userName,
    status: row.status,
    organization_id: row.organizationId,
    ...(include.includes('organization')
      ? { organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null }
      : {}),
    roles: row.roles,
    permissions: row.permissions,
    two_factor_enabled: row.twoFactorEnabledAt != null,
    created_at: row.createdAt.toISOString(),
  };
}
