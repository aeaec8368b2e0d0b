import { z } from 'zod';
import { PERMISSIONS, ROLES } from './access.js';
import { organizationRef } from './auth.js';
import { email, name, requiredString } from './fields.js';
import { defineList } from './lists.js';

/**
 * An account's state: `inactive` has not been activated yet (invited or signed up), `deactivated` was
 * turned off by its license manager (it keeps its data and can be turned on again).
 */
export const ACCOUNT_STATUSES = ['active', 'inactive', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A user as admins see it (`GET /api/admin/users/{id}`). */
export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_name: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  organization_id: z.uuid().nullable(),
  organization: organizationRef.nullable().optional(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /api/admin/users`: what the list accepts (see lists.ts). */
export const userList = defineList({
  includes: ['organization'],
  sorts: ['first_name', 'last_name', 'email', 'created_at'],
  filters: {
    search: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    organization_id: z.uuid(),
    status: z.enum(ACCOUNT_STATUSES),
    two_factor: z.enum(['enabled', 'disabled']),
  },
  defaultSort: 'last_name',
});
export const USER_INCLUDES = userList.includes;
export const USER_SORTS = userList.sorts;
export const USER_FILTERS = userList.filters;

/** Roles an admin can give; super-admin is given only by another super-admin. */
export const ASSIGNABLE_ROLES = ['super-admin', 'admin', 'license-manager', 'trainer', 'trainee'] as const;
/** Roles that belong to an organization. */
export const ORGANIZATION_ROLES = ['license-manager', 'trainer', 'trainee'] as const;

export const USER_NAME_MAX_LENGTH = 50;

/**
 * `PUT /api/admin/users/{id}` (also `POST` with `_method=PUT`): the whole
 * editable user. `permissions` are the user's direct grants (roles add theirs).
 */
export const updateUserBody = z.strictObject({
  email: email(),
  first_name: name(),
  last_name: name(),
  user_name: z
    .union([
      requiredString(USER_NAME_MAX_LENGTH).regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.user_name' }),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'validation.invalid' }),
  organization_id: z.uuid({ error: 'validation.invalid' }).nullable().optional(),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: 'validation.invalid' }))
    .max(PERMISSIONS.length)
    .default([]),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;
