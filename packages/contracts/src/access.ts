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

export function inSection(subject: AccessSubject | null | undefined, section: Section): boolean {
  return hasRole(subject, SECTION_ROLES[section]);
}

/** The getting-started variant a user sees: admin first, then manager, else user. */
export function gettingStartedVariant(subject: AccessSubject | null | undefined): 'admin' | 'manager' | 'user' {
  if (inSection(subject, 'admin')) return 'admin';
  if (hasRole(subject, 'license-manager')) return 'manager';
  return 'user';
}
