import type { FastifyInstance } from 'fastify';
import productRoutes from './admin-routes.js';
import availableProductRoutes from './available-products-routes.js';
import catalogueRoutes from './catalogue-routes.js';
import themeRoutes from './theme-routes.js';

/**
 * The products module: the admin catalogue and its themes ('manage product'),
 * the public catalogue (signed in) and per-user available products ('manage
 * user'). Each is a plugin of its own with one guard for all its routes.
 */
/** The admin's product routes, mounted by the admin section. */
export async function adminProductRoutes(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(themeRoutes);
  await app.register(availableProductRoutes);
}

export { catalogueRoutes };
