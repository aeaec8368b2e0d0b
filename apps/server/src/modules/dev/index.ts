/** The development outbox (never in production). */

export { default as devRoutes } from './routes.js';
