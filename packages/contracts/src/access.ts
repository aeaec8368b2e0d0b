/** Roles, permissions and route sections (seed §6, brief "Identity and access"). */
export const ROLES = ['super-admin', 'admin', 'license-manager', 'trainer', 'trainee', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['manage organization', 'manage user', 'manage billing', 'manage product'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const SECTIONS = ['admin', 'manager', 'trainee'] as const;
export type Section = (typeof SECTIONS)[number];

/** Which roles open which section of the portal. Role `user` is the same as trainee. */
export const SECTION_ROLES: Record<Section, readonly Role[]> = {
  admin: ['super-admin', 'admin'],
  manager: ['super-admin', 'license-manager'],
  trainee: ['trainee', 'user', 'trainer'],
};

export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

export function hasRole(subject: AccessSubject | null | undefined, role: Role | readonly Role[]): boolean {
  if (!subject) return false;
  const wanted = typeof role === 'string' ? [role] : role;
  return wanted.some((r) => subject.roles.includes(r));
}

/** Super-admin holds every permission. */
export function can(subject: AccessSubject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  return subject.roles.includes('super-admin') || subject.permissions.includes(permission);
}

/**
 * The one rule for acting on another account (docs/security.md, "Admins and stronger accounts"):
 * an editor may edit, delete, set the password of or reset the second factor of a user only
 * when that user holds nothing the editor lacks. `target.permissions` are the target's effective
 * permissions (direct and through roles). Answers what the editor lacks: 'super-admin' for a
 * super-admin target (holding every permission is not enough), else the first permission the
 * target holds that the editor does not; null when the editor may act.
 */
export function lackedFor(editor: AccessSubject, target: AccessSubject): 'super-admin' | Permission | null {
  if (hasRole(target, 'super-admin')) return hasRole(editor, 'super-admin') ? null : 'super-admin';
  return PERMISSIONS.find((permission) => target.permissions.includes(permission) && !can(editor, permission)) ?? null;
}

export function inSection(subject: AccessSubject | null | undefined, section: Section): boolean {
  return hasRole(subject, SECTION_ROLES[section]);
}

/** Sections that work on the user's own organization: without one there is nothing to use in them. */
export const ORGANIZATION_SECTIONS: readonly Section[] = ['manager'];

/**
 * Whether `subject` can use `section`: their roles open it, and a section that works on
 * the own organization needs one (a super-admin without an organization has no manager
 * section). The one rule behind the web's navigation and route guard; the server's manager
 * section answers 409 `no_organization` on the same condition.
 */
export function canUseSection(
  subject: AccessSubject | null | undefined,
  section: Section,
  organizationId: string | null | undefined,
): boolean {
  return inSection(subject, section) && (Boolean(organizationId) || !ORGANIZATION_SECTIONS.includes(section));
}

/** The getting-started variant a user sees: admin first, then manager, else user. */
export function gettingStartedVariant(subject: AccessSubject | null | undefined): 'admin' | 'manager' | 'user' {
  if (inSection(subject, 'admin')) return 'admin';
  if (hasRole(subject, 'license-manager')) return 'manager';
  return 'user';
}
