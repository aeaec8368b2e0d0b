import type { Organization, OrganizationMember, OrganizationPerson } from '@portal/contracts';
import { presentAddress } from '../../lib/postal-address.js';
import type { UserRow } from '../users/index.js';
import type { OrganizationRow } from './queries.js';

export function presentPerson(row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive' | 'deactivated';
}): OrganizationPerson {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status,
  };
}

export function presentOrganization(row: OrganizationRow, include: readonly string[]): Organization {
  const manager =
    row.managerId && row.managerEmail && row.managerFirstName !== null && row.managerLastName !== null
      ? presentPerson({
          id: row.managerId,
          email: row.managerEmail,
          firstName: row.managerFirstName,
          lastName: row.managerLastName,
          status: row.managerStatus ?? 'active',
        })
      : null;
  return {
    id: row.id,
    name: row.name,
    ...presentAddress(row),
    invitation_limit: row.invitationLimit,
    members_count: row.membersCount,
    ...(include.includes('license_manager') ? { license_manager: manager } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMember(row: UserRow): OrganizationMember {
  return {
    ...presentPerson(row),
    roles: row.roles,
    two_factor_enabled: row.twoFactorEnabledAt != null,
    created_at: row.createdAt.toISOString(),
  };
}
