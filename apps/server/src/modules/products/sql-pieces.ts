/**
 * Reads of the products' tables for other modules' queries (issue 26: they never import the tables themselves,
 * test/module-boundaries.test.ts): a read-only projection of the catalogue to join, the checks licensing asks and the
 * files sweep's question.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products, productThemes, userAvailableProducts } from '../../db/schema/index.js';

/**
 * A read-only projection of `products` to join (the caller reads these columns and cannot write through them), under
 * the alias `name`. PostgreSQL flattens it into the caller's query: the plan is that of a join of the table.
 */
export const productDirectory = (name = 'product_directory') =>
  new QueryBuilder()
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
