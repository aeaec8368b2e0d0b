/**
 * Every page of this feature, loaded as one chunk: one `import()` in `../screens.ts` instead of five keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small
 * (as `features/licensing`).
 */
export { OrganizationAccountDetailsPage } from './organization-account-details-page';
export { OrganizationCreatePage } from './organization-create-page';
export { OrganizationEditPage } from './organization-edit-page';
export { OrganizationLicenseManagerPage } from './organization-license-manager-page';
export { OrganizationSsoPage } from './organization-sso-page';
export { OrganizationsListPage } from './organizations-list-page';
