/** `/api/health` and the OpenAPI document. */

export { default as systemRoutes } from './routes.js';
