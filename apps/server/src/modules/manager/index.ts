/** The manager section (`/api/manager/*`): a license manager's own organization, scoped from the session. */

export { managerPersonalData } from './personal-data.js';
export type { ManagerScope } from './queries.js';
export { default as managerRoutes } from './routes.js';
