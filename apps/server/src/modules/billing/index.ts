/**
 * Billing (docs/decisions/0009-licensing-model.md, 0011-billing-jobs-and-invoices.md): billing accounts of an
 * organization or a user, their details, cycles and periods, the renewal-and-expiry job, the admin's routes
 * and the manager section's own billing. Licenses are sold on a billing (modules/licensing reads these);
 * each period's invoice is made by modules/invoices.
 */

export { adminBillingRoutes, billingJobs } from './admin-routes.js';
export { runBillingJobs } from './jobs.js';
export { managerBillingRoutes } from './manager-routes.js';
export { billingOfOrganization } from './organization-dependent.js';
export {
  type BillingRow,
  billingIdOfUser,
  licenseRenewsWith,
  lockBilling,
  lockBillingOfOrganization,
  lockBillingOfUser,
  organizationBilledAsOrganization,
} from './queries.js';
export {
  billingDirectory,
  billingsOfOrganization,
  billingsOfUser,
  deleteBillingRow,
  personalBillingOf,
  pseudonymiseBilling,
} from './sql-pieces.js';
