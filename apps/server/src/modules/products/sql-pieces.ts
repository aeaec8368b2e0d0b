/**
 * Pieces of the `products` table for other modules' queries (they never import the table itself:
 * test/module-boundaries.test.ts).
 */
import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/**
 * The catalogue's columns others join (by `id`), read-only: a subquery over `products` that PostgreSQL pulls up into
 * the outer query, so a join keeps the plan of a join of the table.
 */
export const productDirectory = new QueryBuilder()
  .select({
    id: products.id,
    type: products.type,
    status: products.status,
    name: products.name,
    sku: products.sku,
    prices: products.prices,
    duration: products.duration,
    durationType: products.durationType,
  })
  .from(products)
  .as('product_directory');

/** Which of `ids` name a product. */
export async function existingProducts(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
