/**
 * Every licensing page, loaded as one chunk: one `import()` in `../screens.ts` instead of six keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small.
 */
export { BillingsListPage } from './billings-list-page';
export { LicensesListPage } from './licenses-list-page';
export { MemberSeatsPage } from './member-seats-page';
export { OrganizationBillingPage } from './organization-billing-page';
export { OrganizationLicensesPage } from './organization-licenses-page';
export { UserBillingPage } from './user-billing-page';
