/** The manager's own routes (organization, members, import), mounted by the manager section (sections/manager). */

export { memberImportRoutes } from './member-import-routes.js';
export { managerPersonalData } from './personal-data.js';
export type { ManagerScope } from './queries.js';
export { managerOwnRoutes } from './routes.js';
