import { z } from 'zod';
import { organizationRef } from './auth.js';

/** A user as admins see it (`GET /api/admin/users/{id}`). */
export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_name: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  organization_id: z.uuid().nullable(),
  organization: organizationRef.nullable().optional(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const USER_INCLUDES = ['organization'] as const;
export const USER_SORTS = ['first_name', 'last_name', 'email', 'created_at'] as const;
export const USER_FILTERS = ['email', 'role', 'organization_id', 'search', 'status'] as const;
