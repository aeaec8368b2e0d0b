/**
 * Users: the account rows. Every write to `users` is here (`queries.ts`),
 * whichever module decides it (sign-up, profile, admin, manager section), and
 * the reads other modules share (the users list scoped in SQL, one user, by
 * email, locks). No routes: the admin screen is `admin-users`.
 */

export {
  activateUser,
  clearUserTwoFactor,
  createInactiveUser,
  deactivateMemberRow,
  deleteUserRow,
  enableUserTwoFactor,
  findUser,
  findUserByEmail,
  listUsers,
  lockSuperAdmins,
  lockUser,
  organizationExists,
  permissionsOfRoles,
  replaceAccess,
  setUserEmail,
  setUserPassword,
  takenEmails,
  type UserListQuery,
  type UserRow,
  type UserScope,
  updateMemberNames,
  updateUserDetails,
  updateUserProfile,
} from './queries.js';
