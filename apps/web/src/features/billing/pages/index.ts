/** Every billing page, loaded as one chunk (as `features/licensing`). */
export { BillingsListPage } from './billings-list-page';
export { OrganizationBillingPage } from './organization-billing-page';
export { UserBillingPage } from './user-billing-page';
