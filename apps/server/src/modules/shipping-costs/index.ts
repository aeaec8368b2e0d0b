/** Shipping costs per destination country (admin, 'manage billing'). */

export { shippingCostFor } from './queries.js';
export { default as adminShippingCostRoutes } from './routes.js';
