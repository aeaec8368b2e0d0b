/**
 * The admin users screen (`/api/admin/users`, 'manage user'): invite, edit,
 * delete, set a password, reset the second factor, each only on a user who
 * holds nothing the admin lacks. Its invitation is the one invitation (the
 * manager section invites through `inviteUserIn`).
 */

export { default as adminUserRoutes } from './routes.js';
export { inviteUserIn, inviteUsersIn, mapUnique as mapUserUniqueViolation } from './service.js';
