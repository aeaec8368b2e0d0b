/**
 * The admin users screen (`/api/admin/users`, 'manage user'): invite, edit,
 * delete, set a password, reset the second factor, each only on a user who
 * holds nothing the admin lacks. `inviteUser` is the one invitation (the
 * manager section invites through it too).
 */

export { default as adminUserRoutes } from './routes.js';
export { inviteUser, inviteUserIn, inviteUsersIn, mapUnique as mapUserUniqueViolation } from './service.js';
