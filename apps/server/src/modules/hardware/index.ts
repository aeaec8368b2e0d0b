/**
 * Hardware items (docs/decisions/0012-hardware-items.md): instrument sets with serial numbers, owned by an
 * organization or a user. The admin routes, the manager section's read (registered in its scope) and the
 * users' delete check.
 */

export { managerHardwareRoutes } from './manager-routes.js';
export { default as hardwareRoutes } from './routes.js';
export { assertUserOwnsNoHardware } from './service.js';
