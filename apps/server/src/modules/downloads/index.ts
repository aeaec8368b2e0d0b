/** Software releases (admin) and the signed-in user's downloads. */

export { default as releaseRoutes } from './routes.js';
