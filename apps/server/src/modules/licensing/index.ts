/**
 * Licensing (docs/decisions/0009-licensing-model.md): billing accounts, licenses and their seats; the
 * admin routes, the manager section's license routes (registered in its scope) and the user's own seats.
 */

export { BILLING_JOB, type BillingJobReport, runBillingJobs } from './billing-jobs.js';
export { managerLicenseRoutes } from './manager-routes.js';
export { licensingPersonalData } from './personal-data.js';
export { activeOn, addDays, dayOf, licenseStateOn, type SeatRow, seatsOfUser } from './queries.js';
export { default as licensingRoutes } from './routes.js';
