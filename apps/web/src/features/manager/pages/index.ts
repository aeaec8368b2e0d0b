/**
 * Every page of this feature, loaded as one chunk: one `import()` in `../screens.ts` instead of eight keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small
 * (as `features/licensing`).
 */
export { AccountDetailsPage } from './account-details-page';
export { LicenseManagerPage } from './license-manager-page';
export { MemberCreatePage } from './member-create-page';
export { MemberEditPage } from './member-edit-page';
export { OrganisationDetailsPage } from './organisation-details-page';
