/**
 * Pieces of the `products` table for other modules' queries (they never import the table itself:
 * test/module-boundaries.test.ts).
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products, productThemes } from '../../db/schema/index.js';

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

/** SQL: does a product or a theme name the stored image `key` (its preview or thumbnail)? The files sweep asks. */
export const productFileReference = (key: SQL): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${products} where ${products.imageKey} = ${key} or ${products.thumbnailKey} = ${key})
    or exists (select 1 from ${productThemes} where ${productThemes.imageKey} = ${key} or ${productThemes.thumbnailKey} = ${key}))`;
