/** Software releases (admin) and the signed-in user's downloads. */

export { releaseFileReference } from './queries.js';
export { adminReleaseRoutes, downloadRoutes } from './routes.js';
