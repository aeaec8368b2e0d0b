/**
 * Every page of this feature, loaded as one chunk: one `import()` in `../screens.ts` instead of three keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small
 * (as `features/licensing`).
 */

export { RetentionPage } from './retention-page';
export { UserEditPage } from './user-edit-page';
export { UserInvitePage } from './user-invite-page';
export { UsersListPage } from './users-list-page';
