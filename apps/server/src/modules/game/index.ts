/**
 * The game: its device sign-in (OAuth 2.0 device authorization grant, RFC 8628), device
 * tokens ("Connected devices" in the profile) and the session upload, which hands the
 * sessions to the training module.
 */

export { licenseKeys } from './license-key.js';
export { gamePersonalData } from './personal-data.js';
export { default as gameRoutes } from './routes.js';
