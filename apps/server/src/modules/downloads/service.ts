import { type createReleaseBody, PLATFORMS, type releaseList, type updateReleaseBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import semver from 'semver';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { type FieldErrors, notFound, validation } from '../../lib/app-error.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ListQueryOf } from '../../lib/list-query.js';
import { foreignKeyViolationOf, uniqueViolationOf } from '../../lib/unique-violation.js';
import { recordAudit } from '../audit/queries.js';
import type { AuthUser } from '../auth/queries.js';
import { softwareProductIds } from '../products/queries.js';
import {
  type DownloadScope,
  deleteReleaseRow,
  insertRelease,
  latestPublishedReleases,
  lockRelease,
  type ReleaseFilters,
  type ReleaseRow,
  updateReleaseRow,
} from './queries.js';

/** What the downloads service needs of the app. */
export type DownloadsContext = Pick<FastifyInstance, 'db' | 'pool' | 'clock'>;

type ReleaseFields = z.output<typeof updateReleaseBody>;
type ReleaseListFilter = ListQueryOf<typeof releaseList>['filter'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin list's filters: a product id, a platform, published true or false; anything else a 422. */
export function parseReleaseFilters(filter: ReleaseListFilter): ReleaseFilters {
  const errors: FieldErrors = {};
  const out: ReleaseFilters = {};
  const text = (name: keyof ReleaseListFilter) => {
    const value = filter[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      errors[`filter[${name}]`] = ['validation.invalid'];
      return undefined;
    }
    return value.trim();
  };
  const productId = text('product_id');
  if (productId !== undefined) {
    if (UUID.test(productId)) out.productId = productId.toLowerCase();
    else errors['filter[product_id]'] = ['validation.release_product'];
  }
  const platform = text('platform');
  if (platform !== undefined) {
    if ((PLATFORMS as readonly string[]).includes(platform)) out.platform = platform;
    else errors['filter[platform]'] = ['validation.platform'];
  }
  const published = text('published');
  if (published !== undefined) {
    if (published === 'true' || published === 'false') out.published = published === 'true';
    else errors['filter[published]'] = ['validation.invalid'];
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
  return out;
}

/** The stored columns of a release's fields: the version's parts beside it, `published_at` kept while published. */
function releaseValues(body: ReleaseFields, before: ReleaseRow | null, at: Date) {
  const version = semver.parse(body.version);
  // The contract's expression and semver agree; this only guards against a drift between them.
  if (!version) throw validation({ version: ['validation.semver'] });
  return {
    version: body.version,
    versionMajor: version.major,
    versionMinor: version.minor,
    versionPatch: version.patch,
    versionPrerelease: version.prerelease.length ? version.prerelease.join('.') : null,
    platform: body.platform,
    url: body.url,
    sizeBytes: body.size_bytes,
    sha256: body.sha256,
    notes: body.notes,
    published: body.published,
    publishedAt: body.published ? (before?.published ? before.publishedAt : at) : null,
  };
}

/** What the audit log keeps of a release. */
const audited = (row: ReleaseRow) => ({
  version: row.version,
  platform: row.platform,
  url: row.url,
  size_bytes: row.sizeBytes,
  sha256: row.sha256,
  notes: row.notes,
  published: row.published,
});

/** Database refusals a parallel request or a deleted product can cause, as 422s on their fields. */
async function mapConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === 'releases_version_unique') {
      throw validation({ version: ['validation.release_version_taken'] });
    }
    if (foreignKeyViolationOf(error) === 'releases_product_fk') {
      throw validation({ product_id: ['validation.release_product'] });
    }
    throw error;
  }
}

export async function createRelease(
  ctx: DownloadsContext,
  actor: AuthUser,
  body: z.output<typeof createReleaseBody>,
  client: ClientInfo,
): Promise<ReleaseRow> {
  const at = ctx.clock.now();
  return mapConstraints(() =>
    inTransaction(ctx.pool, async (tx) => {
      if (!(await softwareProductIds(tx, [body.product_id])).has(body.product_id)) {
        throw validation({ product_id: ['validation.release_product'] });
      }
      const row = await insertRelease(tx, { productId: body.product_id, ...releaseValues(body, null, at) }, at);
      await recordAudit(tx, {
        action: 'release.created',
        actorId: actor.id,
        ...client,
        details: { id: row.id, product_id: row.productId, changes: diffChanges(null, audited(row)) },
        at,
      });
      return row;
    }),
  );
}

export async function updateRelease(
  ctx: DownloadsContext,
  actor: AuthUser,
  id: string,
  body: ReleaseFields,
  client: ClientInfo,
): Promise<ReleaseRow> {
  const at = ctx.clock.now();
  return mapConstraints(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await lockRelease(tx, id);
      if (!before) throw notFound();
      const row = await updateReleaseRow(tx, id, releaseValues(body, before, at), at);
      const changes = diffChanges(audited(before), audited(row));
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          action: 'release.updated',
          actorId: actor.id,
          ...client,
          details: { id, product_id: row.productId, changes },
          at,
        });
      }
      return row;
    }),
  );
}

export async function deleteRelease(ctx: DownloadsContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockRelease(tx, id);
    if (!before) throw notFound();
    await deleteReleaseRow(tx, id);
    await recordAudit(tx, {
      action: 'release.deleted',
      actorId: actor.id,
      ...client,
      details: { id, product_id: before.productId, changes: diffChanges(audited(before), null) },
      at,
    });
  });
}

/**
 * Each downloadable product with its platforms' latest published release,
 * latest by Semantic Versioning precedence (2.0.0 over 2.0.0-rc.1 over
 * 1.10.0 over 1.9.0), never by date; platforms in `PLATFORMS` order.
 */
export async function latestDownloads(ctx: Pick<DownloadsContext, 'db'>, scope: DownloadScope) {
  const candidates = await latestPublishedReleases(ctx.db, scope);
  const products = new Map<string, { id: string; name: string; latest: Map<string, (typeof candidates)[number]> }>();
  for (const row of candidates) {
    let product = products.get(row.productId);
    if (!product) {
      product = { id: row.productId, name: row.productName, latest: new Map() };
      products.set(row.productId, product);
    }
    const current = product.latest.get(row.platform);
    if (!current || semver.compare(row.version, current.version) > 0) product.latest.set(row.platform, row);
  }
  return [...products.values()].map((product) => ({
    product: { id: product.id, name: product.name },
    releases: PLATFORMS.flatMap((platform) => {
      const row = product.latest.get(platform);
      return row ? [row] : [];
    }),
  }));
}
