import { ASSIGNABLE_ROLES, ORGANIZATION_ROLES, PERMISSIONS } from '@portal/contracts';
import type { TranslationKey } from '../../../lib/i18n';
import { roleKey } from '../../../lib/roles';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type InviteRole = Exclude<AssignableRole, 'super-admin'>;

/** Roles the invitation offers (a super-admin is made by editing, by another super-admin). */
export const INVITE_ROLES: readonly InviteRole[] = ['admin', 'license-manager', 'trainer', 'trainee'];

/** The role the edit form shows: the highest the user holds; `user` is the same as trainee. */
export function primaryRole(roles: readonly string[]): AssignableRole {
  return ASSIGNABLE_ROLES.find((role) => roles.includes(role)) ?? 'trainee';
}

export function needsOrganization(role: string): boolean {
  return (ORGANIZATION_ROLES as readonly string[]).includes(role);
}

export function permissionKey(permission: (typeof PERMISSIONS)[number]): TranslationKey {
  return `users.permissions.${permission}` as TranslationKey;
}

/** Catalogue key of what `lackedFor` names: a permission, or the super-admin role. */
export function lackedKey(lacked: string): TranslationKey | null {
  return (PERMISSIONS as readonly string[]).includes(lacked)
    ? permissionKey(lacked as (typeof PERMISSIONS)[number])
    : roleKey(lacked);
}
