/**
 * Hardware items (docs/decisions/0012-hardware-items.md): instrument sets with serial numbers, owned by an
 * organization or a user. The admin routes, the manager section's read (registered in its scope) and the
 * users' delete check; the items a billing's next invoice charges (invoices marks them invoiced).
 */

export { managerHardwareRoutes } from './manager-routes.js';
export { hardwareOfOrganization } from './organization-dependent.js';
export { hardwarePersonalData } from './personal-data.js';
export { markHardwareInvoiced, type UninvoicedHardware, uninvoicedHardware } from './queries.js';
export { default as adminHardwareRoutes } from './routes.js';
