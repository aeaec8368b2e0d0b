import { eq } from 'drizzle-orm';
import { products, userAvailableProducts } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The software products made available to a user, and the products an admin created. */
export const productsPersonalData: PersonalData = {
  module: 'products',
  columns: ['user_available_products.user_id', 'products.created_by'],
  async export(db, userId) {
    const available = await db
      .select({ productId: userAvailableProducts.productId, createdAt: userAvailableProducts.createdAt })
      .from(userAvailableProducts)
      .where(eq(userAvailableProducts.userId, userId))
      .orderBy(userAvailableProducts.createdAt);
    const created = await db
      .select({ id: products.id, name: products.name, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.createdBy, userId))
      .orderBy(products.createdAt);
    return { available_products: available, created_products: created };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(userAvailableProducts).where(eq(userAvailableProducts.userId, userId));
    // The product stays; who created it is forgotten.
    await tx.update(products).set({ createdBy: null }).where(eq(products.createdBy, userId));
  },
};
