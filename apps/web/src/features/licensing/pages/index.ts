/**
 * Every licensing page but the trainee's, loaded as one chunk: one `import()` in `../screens.ts` instead of
 * eight keeps the registry's share of the first bundle (each lazy import carries its list of dependencies
 * there) small.
 */
export { LicensesListPage } from './licenses-list-page';
export { MemberLicensesPage } from './member-licenses-page';
export { MemberSeatsPage } from './member-seats-page';
export { OrganizationLicensesPage } from './organization-licenses-page';
export { SeatsPage } from './seats-page';
export { SoftwareLicensesPage } from './software-licenses-page';
