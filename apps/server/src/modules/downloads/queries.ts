import type { releaseList } from '@portal/contracts';
import { and, asc, desc, eq, getTableColumns, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { releases } from '../../db/schema/index.js';
import { ListFilter, type ListQueryOf, listPage } from '../../lib/list-query/index.js';
import { entitledOnSql } from '../licensing/index.js';
import { productDirectory as productDirectoryAs } from '../products/index.js';

const productDirectory = productDirectoryAs();

export type ReleaseListQuery = ListQueryOf<typeof releaseList>;
export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseWithProduct = ReleaseRow & { productName: string };

/** The filters of the admin list, validated by the service. */
export interface ReleaseFilters {
  productId?: string;
  platform?: string;
  published?: boolean;
}

const columns = { ...getTableColumns(releases), productName: productDirectory.name };

/** Semver precedence as far as SQL goes: numbers, then a release before its prereleases. */
function versionOrder(direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  return [
    by(releases.versionMajor),
    by(releases.versionMinor),
    by(releases.versionPatch),
    by(sql`(${releases.versionPrerelease} is null)`),
    by(releases.versionPrerelease),
  ];
}

const sortColumns = {
  platform: releases.platform,
  published_at: releases.publishedAt,
  created_at: releases.createdAt,
} as const;

function filterOf(filters: ReleaseFilters): ListFilter {
  const where = new ListFilter();
  if (filters.productId) where.add('product', eq(releases.productId, where.value(filters.productId)));
  if (filters.platform) where.add('platform', sql`${releases.platform} = ${where.value(filters.platform)}`);
  if (filters.published !== undefined) where.add('published', eq(releases.published, where.value(filters.published)));
  return where;
}

/** One page of releases (every product's, or one's with the filter) and the total. */
export async function listReleases(db: Executor, filters: ReleaseFilters, query: ReleaseListQuery) {
  const filter = filterOf(filters);
  const order = query.sort.flatMap(({ field, direction }) =>
    field === 'version'
      ? versionOrder(direction)
      : [direction === 'desc' ? desc(sortColumns[field]) : asc(sortColumns[field])],
  );
  return listPage(
    db,
    { name: 'releases', table: releases, filter, sort: query.sort },
    query,
    (where, { limit, offset }) =>
      db
        .select(columns)
        .from(releases)
        .innerJoin(productDirectory, eq(productDirectory.id, releases.productId))
        .where(where)
        .orderBy(...order, asc(releases.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findRelease(db: Executor, id: string): Promise<ReleaseWithProduct | null> {
  const [row] = await db
    .select(columns)
    .from(releases)
    .innerJoin(productDirectory, eq(productDirectory.id, releases.productId))
    .where(eq(releases.id, id));
  return row ?? null;
}

/** The release, locked until the transaction ends (an update or delete reads it first). */
export async function lockRelease(tx: Executor, id: string): Promise<ReleaseRow | null> {
  const [row] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
  return row ?? null;
}

export type ReleaseValues = Omit<typeof releases.$inferInsert, 'id' | 'productType' | 'createdAt' | 'updatedAt'>;

export async function insertRelease(tx: Executor, values: ReleaseValues, at: Date): Promise<ReleaseRow> {
  const [row] = await tx
    .insert(releases)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('release insert returned nothing');
  return row;
}

export async function updateReleaseRow(
  tx: Executor,
  id: string,
  values: Partial<Omit<ReleaseValues, 'productId'>>,
  at: Date,
): Promise<ReleaseRow> {
  const [row] = await tx
    .update(releases)
    .set({ ...values, updatedAt: at })
    .where(eq(releases.id, id))
    .returning();
  if (!row) throw new Error('release update returned nothing');
  return row;
}

/** Points a release at an uploaded file (the columns of its source only). */
export async function setReleaseFile(
  tx: Executor,
  id: string,
  values: Pick<ReleaseValues, 'url' | 'fileKey' | 'fileName' | 'sizeBytes' | 'sha256'>,
  at: Date,
): Promise<ReleaseRow> {
  return updateReleaseRow(tx, id, values, at);
}

export async function deleteReleaseRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(releases).where(eq(releases.id, id));
}

/**
 * Which products' releases a user may download. Until licenses exist every
 * signed-in user may download every active software product; the licenses
 * issue adds `{ licensedTo: userId }`.
 */
export type DownloadScope = { activeProducts: true } | { licensedTo: string; today: string };

/**
 * The products a scope covers, as a condition on the product directory (joined to `releases`): every active
 * software product, or those of which the user holds an attached seat of a license active today
 * (docs/decisions/0009: expired seats grant nothing).
 */
function productsIn(scope: DownloadScope): SQL {
  const software = and(eq(productDirectory.type, 'software'), eq(productDirectory.status, 'active')) as SQL;
  if ('activeProducts' in scope) return software;
  return and(software, entitledOnSql(scope.licensedTo, productDirectory.id, scope.today)) as SQL;
}

/** An uploaded release file: its storage key and the name it is downloaded under. */
export interface ReleaseFile {
  fileKey: string;
  fileName: string | null;
}

const fileColumns = { fileKey: releases.fileKey, fileName: releases.fileName };

/**
 * The uploaded file of release `id` when the scope may download it: the
 * release is published and its product in the scope; null otherwise (also
 * for a release with a URL or still without its file).
 */
export async function downloadableReleaseFile(
  db: Executor,
  scope: DownloadScope,
  id: string,
): Promise<ReleaseFile | null> {
  const [row] = await db
    .select(fileColumns)
    .from(releases)
    .innerJoin(productDirectory, eq(productDirectory.id, releases.productId))
    .where(and(eq(releases.id, id), eq(releases.published, true), isNotNull(releases.fileKey), productsIn(scope)));
  return row?.fileKey ? { fileKey: row.fileKey, fileName: row.fileName } : null;
}

/** The uploaded file of release `id` whatever its state (for those who manage products); null without one. */
export async function anyReleaseFile(db: Executor, id: string): Promise<ReleaseFile | null> {
  const [row] = await db.select(fileColumns).from(releases).where(eq(releases.id, id));
  return row?.fileKey ? { fileKey: row.fileKey, fileName: row.fileName } : null;
}

/**
 * Candidates for each (product, platform)'s latest published release: the
 * rows with the highest major.minor.patch (several only when prereleases or
 * build metadata share it; the service picks one by full semver precedence),
 * with the product's name.
 */
export async function latestPublishedReleases(db: Executor, scope: DownloadScope) {
  const ranked = db
    .select({
      ...getTableColumns(releases),
      productName: sql<string>`${productDirectory.name}`.as('product_name'),
      rank: sql<number>`dense_rank() over (partition by ${releases.productId}, ${releases.platform} order by ${releases.versionMajor} desc, ${releases.versionMinor} desc, ${releases.versionPatch} desc)`.as(
        'rank',
      ),
    })
    .from(releases)
    .innerJoin(productDirectory, eq(productDirectory.id, releases.productId))
    .where(
      and(
        eq(releases.published, true),
        // An uploaded release counts once its file is there.
        or(isNotNull(releases.url), isNotNull(releases.fileKey)),
        productsIn(scope),
      ),
    )
    .as('ranked');
  return db.select().from(ranked).where(eq(ranked.rank, 1)).orderBy(asc(ranked.productName), asc(ranked.productId));
}

/** SQL: does a release name the stored file `key`? The files sweep asks (registered in app.ts). */
export const releaseFileReference = (key: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${releases} where ${releases.fileKey} = ${key})`;
