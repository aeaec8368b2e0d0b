/**
 * Users: the account rows. Every write to `users` is here (`queries.ts`),
 * whichever module decides it (sign-up, profile, admin, manager section), and
 * the reads other modules share (the users list scoped in SQL, one user, by
 * email, locks). No routes: the admin screen is `admin-users`. It owns the personal-data registry: each module
 * that holds data about a user registers its hooks there (`personal-data.ts`), and a user's delete, move and
 * deactivation run through it (`lifecycle.ts`).
 */

export {
  findUserAccount,
  organizationIdOfUser,
  passwordHashOf,
  setWeeklyGoal,
  twoFactorSecretOf,
  type UserAccount,
  weeklyGoalOf,
} from './account-queries.js';
export {
  adminRolesOf,
  membersCountOf,
  membersWithRole,
  organizationHasMembers,
  replaceMemberRole,
  userDirectory,
} from './directory.js';
export {
  type LastSignIn,
  listDormantUsers,
  type RetentionQuery,
  stillDormant,
} from './erasure-queries.js';
export { deactivateUser, deleteUser, eraseUser, pseudonymFor, userMoved } from './lifecycle.js';
export { type OrganizationNamePiece, organizationNameSql, registerOrganizationName } from './organization-name.js';
export { usersPersonalData } from './own-personal-data.js';
export {
  type ExportedFile,
  type ExportReader,
  type PersonalData,
  PersonalDataRegistry,
  type PersonNames,
  personalData,
  type UserErasure,
} from './personal-data.js';
export {
  activateUser,
  clearUserTwoFactor,
  createInactiveUser,
  createInactiveUsers,
  enableUserTwoFactor,
  findUser,
  findUserByEmail,
  listUsers,
  lockSuperAdmins,
  lockUser,
  membersIn,
  namesOf,
  permissionsOfRoles,
  replaceAccess,
  setUserEmail,
  setUserPassword,
  takenEmails,
  type UserRow,
  type UserScope,
  updateMemberNames,
  updateUserDetails,
  updateUserProfile,
} from './queries.js';
export { accountDirectory, emailOfUser, organizationOfUser, userIsActive } from './sql-pieces.js';
