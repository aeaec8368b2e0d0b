/** Software releases (admin) and the signed-in user's downloads. */

export { adminReleaseRoutes, downloadRoutes } from './routes.js';
