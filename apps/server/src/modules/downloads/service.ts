import { randomUUID } from 'node:crypto';
import {
  can,
  type createReleaseBody,
  inSection,
  PLATFORMS,
  type releaseList,
  type updateReleaseBody,
} from '@portal/contracts';
import semver from 'semver';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { dayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ListQueryOf } from '../../lib/list-query/index.js';
import { foreignKeyViolationOf, uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { softwareProductIds } from '../products/index.js';
import {
  anyReleaseFile,
  type DownloadScope,
  deleteReleaseRow,
  downloadableReleaseFile,
  insertRelease,
  latestPublishedReleases,
  lockRelease,
  type ReleaseFile,
  type ReleaseFilters,
  type ReleaseRow,
  setReleaseFile,
  updateReleaseRow,
} from './queries.js';

type ReleaseFields = z.output<typeof updateReleaseBody>;
type ReleaseListFilter = ListQueryOf<typeof releaseList>['filter'];

/** The admin list's filters, checked and read by the list's contract (`releaseList`). */
export function releaseFiltersOf(filter: ReleaseListFilter): ReleaseFilters {
  return { productId: filter.product_id, platform: filter.platform, published: filter.published };
}

/** The stored columns of a release's fields: the version's parts beside it, `published_at` kept while published. */
function releaseValues(body: ReleaseFields, before: ReleaseRow | null, at: Date) {
  const version = semver.parse(body.version);
  // A URL: as typed. An upload: the file already there stays (the server's size and checksum), or none yet.
  const file =
    body.source === 'url'
      ? {
          url: body.url ?? null,
          fileKey: null,
          fileName: null,
          sizeBytes: body.size_bytes ?? null,
          sha256: body.sha256 ?? null,
        }
      : before?.fileKey
        ? {
            url: null,
            fileKey: before.fileKey,
            fileName: before.fileName,
            sizeBytes: before.sizeBytes,
            sha256: before.sha256,
          }
        : { url: null, fileKey: null, fileName: null, sizeBytes: null, sha256: null };
  // The contract's expression and semver agree; this only guards against a drift between them.
  if (!version) throw validation({ version: ['validation.semver'] });
  return {
    version: body.version,
    versionMajor: version.major,
    versionMinor: version.minor,
    versionPatch: version.patch,
    versionPrerelease: version.prerelease.length ? version.prerelease.join('.') : null,
    platform: body.platform,
    ...file,
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
  file_name: row.fileName,
  file_key: row.fileKey,
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
  ctx: ServiceContext,
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

/** Removes an uploaded file no release names any more (after the commit that let go of it); a failure is only logged. */
async function dropFile(ctx: ServiceContext, key: string | null | undefined) {
  if (!key) return;
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not delete a release file no longer used');
  }
}

export async function updateRelease(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: ReleaseFields,
  client: ClientInfo,
): Promise<ReleaseRow> {
  let released: string | null = null;
  const row = await updateReleaseInTransaction(ctx, actor, id, body, client, (key) => {
    released = key;
  });
  await dropFile(ctx, released);
  return row;
}

function updateReleaseInTransaction(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: ReleaseFields,
  client: ClientInfo,
  onReleasedFile: (key: string) => void,
): Promise<ReleaseRow> {
  const at = ctx.clock.now();
  return mapConstraints(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await lockRelease(tx, id);
      if (!before) throw notFound();
      const row = await updateReleaseRow(tx, id, releaseValues(body, before, at), at);
      if (before.fileKey && before.fileKey !== row.fileKey) onReleasedFile(before.fileKey);
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

export async function deleteRelease(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  const fileKey = await inTransaction(ctx.pool, async (tx) => {
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
    return before.fileKey;
  });
  await dropFile(ctx, fileKey);
}

/** A file received into a temporary path, with what the server computed of it. */
export interface ReceivedFile {
  path: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
}

/** `release-<uuid>-<first 16 hex digits of the SHA-256>.<ext>`: the storage key rule's alphabet, never the user's name. */
export function releaseFileKey(sha256: string, fileName: string): string {
  const ext = /\.([a-z0-9]{1,10})$/.exec(fileName.toLowerCase())?.[1] ?? 'bin';
  return `release-${randomUUID()}-${sha256.slice(0, 16)}.${ext}`;
}

/**
 * Stores an uploaded file as the release's file: into storage first, then
 * the row (key, name, size and checksum computed by the server, no URL) in
 * one transaction with its audit entry. The file it replaces is deleted after
 * the commit; if anything fails the release stays as it was and the new
 * object is removed. The caller removes the temporary file.
 */
export async function attachReleaseFile(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  file: ReceivedFile,
  client: ClientInfo,
): Promise<ReleaseRow> {
  const key = releaseFileKey(file.sha256, file.fileName);
  await ctx.storage.putFile(key, file.path, 'application/octet-stream');
  let replaced: string | null = null;
  let row: ReleaseRow;
  try {
    const at = ctx.clock.now();
    row = await inTransaction(ctx.pool, async (tx) => {
      const before = await lockRelease(tx, id);
      if (!before) throw notFound();
      const after = await setReleaseFile(
        tx,
        id,
        { url: null, fileKey: key, fileName: file.fileName, sizeBytes: file.sizeBytes, sha256: file.sha256 },
        at,
      );
      await recordAudit(tx, {
        action: 'release.updated',
        actorId: actor.id,
        ...client,
        details: { id, product_id: after.productId, changes: diffChanges(audited(before), audited(after)) },
        at,
      });
      replaced = before.fileKey;
      return after;
    });
  } catch (error) {
    await dropFile(ctx, key);
    throw error;
  }
  await dropFile(ctx, replaced);
  return row;
}

/**
 * Each downloadable product with its platforms' latest published release,
 * latest by Semantic Versioning precedence (2.0.0 over 2.0.0-rc.1 over
 * 1.10.0 over 1.9.0), never by date; platforms in `PLATFORMS` order.
 */
export async function latestDownloads(ctx: ServiceContext, scope: DownloadScope) {
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

/**
 * Which products' releases `user` may download: the one place that decides
 * it, for the downloads list and for serving a release's file. An admin who
 * manages products sees every active software product; everyone else the
 * products of which they hold an attached seat of a license active `now`.
 */
export function downloadScopeOf(user: AuthUser, now: Date): DownloadScope {
  if (inSection(user, 'admin') && can(user, 'manage product')) return { activeProducts: true };
  return { licensedTo: user.id, today: dayOf(now) };
}

/**
 * The uploaded file of release `id` if `user` may download it: a published
 * release in their download scope, or any release for an admin who manages
 * products (to check a draft's file before publishing it). Null otherwise,
 * so a release the user may not see answers like one that does not exist.
 */
export async function releaseFileFor(ctx: ServiceContext, user: AuthUser, id: string): Promise<ReleaseFile | null> {
  if (inSection(user, 'admin') && can(user, 'manage product')) return anyReleaseFile(ctx.db, id);
  return downloadableReleaseFile(ctx.db, downloadScopeOf(user, ctx.clock.now()), id);
}
