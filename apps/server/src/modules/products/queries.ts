import { type catalogueList, PUBLIC_PRODUCT_STATUSES, type productList, type themeList } from '@portal/contracts';
import { and, asc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products, productThemes, userAvailableProducts } from '../../db/schema/index.js';
import { escapeLike, ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';

/** A product as the portal reads it: without the text its lists search. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
export type ThemeRow = typeof productThemes.$inferSelect;
export type ProductListQuery = ListQueryOf<typeof productList>;
export type CatalogueListQuery = ListQueryOf<typeof catalogueList>;
export type ThemeListQuery = ListQueryOf<typeof themeList>;

/**
 * Which products a read may see: every one (admins with 'manage product') or
 * the public catalogue (active and coming soon; never unlisted). A required
 * argument of every product read, like a tenant scope.
 */
export type ProductVisibility = { all: true } | { public: true };
export type ProductListItem = ProductRow & { themeCount: number; themes?: ThemeRow[] };

const productSorts = {
  name: products.name,
  price: products.price,
  sku: sql`lower(${products.sku})`,
  status: products.status,
  created_at: products.createdAt,
} as const;

const themeSorts = {
  name: productThemes.name,
  status: productThemes.status,
  created_at: productThemes.createdAt,
} as const;

/** The public statuses as constants of the SQL text (a list query's text holds no value: see `runShaped`). */
const PUBLIC_STATUSES = sql.raw(PUBLIC_PRODUCT_STATUSES.map((status) => `'${status}'`).join(', '));

function visibilityOf(
  visibility: ProductVisibility,
  statusColumn: typeof products.status | typeof productThemes.status = products.status,
): SQL | undefined {
  return 'public' in visibility ? sql`${statusColumn} in (${PUBLIC_STATUSES})` : undefined;
}

function productFilter(
  visibility: ProductVisibility,
  filter: ProductListQuery['filter'] | CatalogueListQuery['filter'],
): ListFilter {
  const where = new ListFilter();
  const visible = visibilityOf(visibility);
  if (visible) where.add('public', visible);
  // The values were checked by the list's contract: the catalogue's `status` allows the public statuses only.
  if (filter.type) where.add('type', eq(products.type, where.value(filter.type)));
  if (filter.status) where.add('status', eq(products.status, where.value(filter.status)));
  if ('currency' in filter && filter.currency)
    // Sold in the currency: it has a price in it.
    where.add('currency', sql`(${products.prices} ->> ${where.value(filter.currency)}) is not null`);
  const search = filter.search?.toLowerCase();
  if (search) where.add('search', sql`${products.searchText} like ${where.value(`%${escapeLike(search)}%`)}`);
  return where;
}

const { searchText: _searchText, ...productColumns } = getTableColumns(products);

/** A product's columns and its theme count (the themes the visibility allows), read in the same query. */
function withThemeCount(visibility: ProductVisibility) {
  const visible = visibilityOf(visibility, productThemes.status);
  return {
    ...productColumns,
    // The outer row by its table's name: a query of one table writes its columns unqualified.
    themeCount: sql<number>`(select count(*)::int from ${productThemes} where ${productThemes.productId} = "products"."id"${
      visible ? sql` and ${visible}` : sql``
    })`,
  };
}

/**
 * One page of products with their theme counts, in one query: PostgreSQL counts
 * themes for the page's rows only, after the limit. Included themes are read
 * for those rows in a second one.
 */
export async function listProducts(
  db: Executor,
  visibility: ProductVisibility,
  query: ProductListQuery | CatalogueListQuery,
): Promise<{ rows: ProductListItem[]; total: number }> {
  const filter = productFilter(visibility, query.filter);
  const order = orderByList(query.sort, productSorts, {
    searching: filter.has('search'),
    tiebreak: products.id,
  });
  const { rows, total } = await listPage(
    db,
    { name: 'products', table: products, filter, sort: query.sort },
    query,
    (where, { limit, offset }) =>
      db
        .select(withThemeCount(visibility))
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
  return {
    rows: await withThemes(db, visibility, rows, (query.include as string[]).includes('themes')),
    total,
  };
}

/** The themes of these products (the software among them), when included. */
async function withThemes(
  db: Executor,
  visibility: ProductVisibility,
  rows: Array<ProductRow & { themeCount: number }>,
  includeThemes: boolean,
): Promise<ProductListItem[]> {
  if (!includeThemes) return rows;
  const software = rows.filter((row) => row.type === 'software').map((row) => row.id);
  const themes = software.length
    ? await db
        .select()
        .from(productThemes)
        .where(and(inArray(productThemes.productId, software), visibilityOf(visibility, productThemes.status)))
        .orderBy(asc(productThemes.name), asc(productThemes.id))
    : [];
  return rows.map((row) => ({ ...row, themes: themes.filter((theme) => theme.productId === row.id) }));
}

/** One product the visibility allows, with its theme count (and themes when asked); null when there is none. */
export async function findProduct(
  db: Executor,
  visibility: ProductVisibility,
  id: string,
  { includeThemes = false } = {},
): Promise<ProductListItem | null> {
  const [row] = await db
    .select(withThemeCount(visibility))
    .from(products)
    .where(and(eq(products.id, id), visibilityOf(visibility)));
  if (!row) return null;
  const [item] = await withThemes(db, visibility, [row], includeThemes);
  return item ?? null;
}

/** The product, locked until the transaction ends (an update, an upload or a new theme reads it first). */
export async function lockProduct(tx: Executor, id: string): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertProduct(tx: Executor, values: ProductValues, at: Date): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProductRow(
  tx: Executor,
  id: string,
  values: Partial<ProductValues>,
  at: Date,
): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: at })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error('product update returned nothing');
  return row;
}

export async function deleteProductRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

// Themes

function themeFilter(productId: string, filter: ThemeListQuery['filter']): ListFilter {
  const where = new ListFilter();
  where.add('product', eq(productThemes.productId, where.value(productId)));
  if (filter.status) where.add('status', eq(productThemes.status, where.value(filter.status)));
  const search = filter.search;
  if (search) where.add('search', ilike(productThemes.name, where.value(`%${escapeLike(search)}%`)));
  return where;
}

/** One page of a product's themes. */
export async function listThemes(db: Executor, productId: string, query: ThemeListQuery) {
  const filter = themeFilter(productId, query.filter);
  const order = orderByList(query.sort, themeSorts, { tiebreak: productThemes.id });
  return listPage(
    db,
    { name: 'themes', table: productThemes, filter, sort: query.sort },
    query,
    (where, { limit, offset }) =>
      db
        .select()
        .from(productThemes)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}

/** A theme of this product (a theme id under another product is no theme). */
export async function findTheme(db: Executor, productId: string, id: string): Promise<ThemeRow | null> {
  const [row] = await db
    .select()
    .from(productThemes)
    .where(and(eq(productThemes.id, id), eq(productThemes.productId, productId)));
  return row ?? null;
}

export async function lockTheme(tx: Executor, productId: string, id: string): Promise<ThemeRow | null> {
  const [row] = await tx
    .select()
    .from(productThemes)
    .where(and(eq(productThemes.id, id), eq(productThemes.productId, productId)))
    .for('update');
  return row ?? null;
}

export type ThemeValues = Omit<typeof productThemes.$inferInsert, 'id' | 'productType' | 'createdAt' | 'updatedAt'>;

export async function insertTheme(tx: Executor, values: ThemeValues, at: Date): Promise<ThemeRow> {
  const [row] = await tx
    .insert(productThemes)
    .values({ ...values, productType: 'software', createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('theme insert returned nothing');
  return row;
}

export async function updateThemeRow(
  tx: Executor,
  id: string,
  values: Partial<Omit<ThemeValues, 'productId'>>,
  at: Date,
): Promise<ThemeRow> {
  const [row] = await tx
    .update(productThemes)
    .set({ ...values, updatedAt: at })
    .where(eq(productThemes.id, id))
    .returning();
  if (!row) throw new Error('theme update returned nothing');
  return row;
}

export async function deleteThemeRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(productThemes).where(eq(productThemes.id, id));
}

// Per-user available products

/** Every software product, each marked with whether this user may be given it. */
export async function softwareChecklist(db: Executor, userId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      status: products.status,
      variant: products.variant,
      duration: products.duration,
      durationType: products.durationType,
      thumbnailKey: products.thumbnailKey,
      available: sql<boolean>`(${userAvailableProducts.userId} is not null)`,
    })
    .from(products)
    .leftJoin(
      userAvailableProducts,
      and(eq(userAvailableProducts.productId, products.id), eq(userAvailableProducts.userId, userId)),
    )
    .where(eq(products.type, 'software'))
    .orderBy(asc(products.name), asc(products.duration), asc(products.id));
}

/** The ids of these that are software products. */
export async function softwareProductIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.type, 'software')));
  return new Set(rows.map((row) => row.id));
}

/** The user's available products now, locked until the transaction ends. */
export async function lockAvailableProducts(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: userAvailableProducts.productId })
    .from(userAvailableProducts)
    .where(eq(userAvailableProducts.userId, userId))
    .orderBy(asc(userAvailableProducts.productId))
    .for('update');
  return rows.map((row) => row.productId);
}

/** Replace the user's available products with exactly these (software product ids, checked by the caller). */
export async function replaceAvailableProducts(
  tx: Executor,
  userId: string,
  productIds: readonly string[],
  at: Date,
): Promise<void> {
  await tx.delete(userAvailableProducts).where(eq(userAvailableProducts.userId, userId));
  if (productIds.length === 0) return;
  await tx
    .insert(userAvailableProducts)
    .values(productIds.map((productId) => ({ userId, productId, productType: 'software' as const, createdAt: at })))
    .onConflictDoNothing();
}

/** A product's price in a currency (minor units), or null when it is not sold in it or does not exist. */
export async function productPriceIn(db: Executor, productId: string, currency: string): Promise<number | null> {
  const [row] = await db
    .select({ price: sql<number | null>`(${products.prices} ->> ${currency})::integer` })
    .from(products)
    .where(eq(products.id, productId));
  return row?.price ?? null;
}
