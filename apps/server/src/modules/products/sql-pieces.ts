/**
 * Reads of the products' tables for other modules' queries (issue 26: they never import the tables themselves,
 * test/module-boundaries.test.ts): a read-only projection of the catalogue to join, and the checks licensing asks.
 */
import { and, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products, userAvailableProducts } from '../../db/schema/index.js';

/**
 * A read-only projection of `products` to join (the caller reads these columns and cannot write through them), under
 * the alias `name`. PostgreSQL flattens it into the caller's query: the plan is that of a join of the table.
 */
export const productDirectory = (name = 'product_directory') =>
  new QueryBuilder()
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      prices: products.prices,
      duration: products.duration,
    })
    .from(products)
    .as(name);

/** A software product by id (licenses are sold on software only), or null. */
export async function findSoftwareProduct(db: Executor, id: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.type, 'software')));
  return row ?? null;
}

/** Is the product in the user's available products (an admin's choice per user)? */
export async function productAvailableTo(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userAvailableProducts.userId })
    .from(userAvailableProducts)
    .where(and(eq(userAvailableProducts.userId, userId), eq(userAvailableProducts.productId, productId)));
  return Boolean(row);
}
