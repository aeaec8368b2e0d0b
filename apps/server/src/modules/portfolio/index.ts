/**
 * The trainee's portfolio (issue 27, must-have 4): one PDF of their training record, from the training rollups, the
 * readiness state, the certificates and the curricula completed. Owns no table.
 */

export { traineePortfolioRoutes } from './routes.js';
