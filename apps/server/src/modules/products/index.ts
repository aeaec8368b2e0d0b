/** Products: the admin catalogue and themes, the public catalogue, per-user available products. */

export { productsPersonalData } from './personal-data.js';
export { softwareProductIds } from './queries.js';
export { adminProductRoutes, catalogueRoutes } from './routes.js';
export { assertSoldIn } from './service.js';
export {
  existingProducts,
  findSoftwareProduct,
  productAvailableTo,
  productDirectory,
  productFileReference,
} from './sql-pieces.js';
