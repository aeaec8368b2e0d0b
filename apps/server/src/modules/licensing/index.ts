/**
 * Licensing (docs/decisions/0009-licensing-model.md): licenses (sold on a billing of modules/billing) and their
 * seats; the one entitlement API (entitlement.ts: licensed for a product on a day); the admin routes, the
 * manager section's license routes (registered in its scope) and the user's own seats.
 */

export { entitledOn, entitledOnSql, licenseActiveOn, seatEntitlesOn } from './entitlement.js';
export { managerLicenseRoutes } from './manager-routes.js';
export { licensingPersonalData } from './personal-data.js';
export { adminLicensingRoutes, traineeLicenseRoutes } from './routes.js';
export { activeSeatCount } from './seat-counts.js';
export { type SeatRow, seatsOfUser } from './seat-queries.js';
