import {
  type availableProductsBody,
  type createProductBody,
  durationProblems,
  listPriceOf,
  type ProductPrices,
  type updateProductBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { type ProcessedImage, processImage } from '../../lib/images.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { foreignKeyViolationOf, uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { holdStoredFiles } from '../files/index.js';
import { lockUser } from '../users/index.js';
import {
  deleteProductRow,
  findProduct,
  insertProduct,
  lockAvailableProducts,
  lockProduct,
  type ProductRow,
  productPriceIn,
  replaceAvailableProducts,
  softwareProductIds,
  updateProductRow,
} from './queries.js';

type CreateProduct = z.output<typeof createProductBody>;
type UpdateProduct = z.output<typeof updateProductBody>;

/** The fields an audit row compares (the description by length: its HTML would swell the log). */
const auditedProduct = (row: ProductRow) => ({
  name: row.name,
  prices: row.prices,
  duration: row.duration,
  duration_type: row.durationType,
  sku: row.sku,
  description_length: row.description.length,
  details_url: row.detailsUrl,
  status: row.status,
  variant: row.variant,
  image: row.imageKey,
});

/** The unique indexes' refusals, even from a parallel request, as 422s on their fields. */
export async function uniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'products_sku_unique') throw validation({ sku: ['validation.sku_taken'] });
    if (constraint === 'product_themes_name_unique') throw validation({ name: ['validation.theme_name_taken'] });
    throw error;
  }
}

function assertDuration(type: ProductRow['type'], body: Pick<UpdateProduct, 'duration' | 'duration_type'>) {
  const problems = durationProblems(type, body.duration, body.duration_type);
  if (Object.keys(problems).length > 0) {
    throw validation(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key]])));
  }
}

/** The product's prices, and its list price from them (`listPriceOf`: the first currency it is sold in). */
function priceValues(prices: ProductPrices) {
  const list = listPriceOf(prices);
  if (!list) throw validation({ prices: ['validation.prices_required'] });
  return { prices, price: list.price, currency: list.currency };
}

const productValues = (body: UpdateProduct) => ({
  name: body.name,
  ...priceValues(body.prices),
  duration: body.duration,
  durationType: body.duration_type,
  sku: body.sku,
  description: sanitizeRichText(body.description),
  detailsUrl: body.details_url,
  status: body.status,
  variant: body.variant,
});

/**
 * A license goes only on a billing in a currency its product is sold in, so every period's invoice has
 * its price (docs/decisions/0011, "Lines"): 422 on `product_id` naming the currency otherwise.
 */
export async function assertSoldIn(tx: Executor, productId: string, currency: string): Promise<void> {
  if ((await productPriceIn(tx, productId, currency)) === null) {
    throw validation({ product_id: [{ key: 'validation.license_currency', params: { currency } }] });
  }
}

export async function createProduct(
  ctx: ServiceContext,
  actor: AuthUser,
  body: CreateProduct,
  client: ClientInfo,
): Promise<ProductRow> {
  assertDuration(body.type, body);
  const at = ctx.clock.now();
  return uniqueFields(() =>
    inTransaction(ctx.pool, async (tx) => {
      const row = await insertProduct(tx, { type: body.type, ...productValues(body), createdBy: actor.id }, at);
      await recordAudit(tx, {
        action: 'product.created',
        actorId: actor.id,
        ...client,
        details: { id: row.id, type: row.type, changes: diffChanges(null, auditedProduct(row)) },
        at,
      });
      return row;
    }),
  );
}

export async function updateProduct(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: UpdateProduct,
  client: ClientInfo,
): Promise<ProductRow> {
  const at = ctx.clock.now();
  return uniqueFields(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await lockProduct(tx, id);
      if (!before) throw notFound();
      assertDuration(before.type, body);
      const row = await updateProductRow(tx, id, productValues(body), at);
      await recordAudit(tx, {
        action: 'product.updated',
        actorId: actor.id,
        ...client,
        details: { id, type: row.type, changes: diffChanges(auditedProduct(before), auditedProduct(row)) },
        at,
      });
      return row;
    }),
  );
}

/**
 * Delete a product with its themes and per-user availability. The image files
 * stay in the storage: their names are content hashes that another product or
 * theme may share; the sweep removes those no row names (modules/files/sweep.ts,
 * docs/architecture.md, "Files").
 */
export async function deleteProduct(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before) throw notFound();
    try {
      await deleteProductRow(tx, id);
    } catch (error) {
      // Licenses and hardware items keep their product (foreign keys `on delete restrict`).
      const key = foreignKeyViolationOf(error);
      if (key === 'licenses_product_fk' || key === 'hardware_items_product_fk') {
        throw new AppError('conflict', 'error.product_in_use');
      }
      throw error;
    }
    await recordAudit(tx, {
      action: 'product.deleted',
      actorId: actor.id,
      ...client,
      details: { id, type: before.type, changes: diffChanges(auditedProduct(before), null) },
      at,
    });
  });
}

/**
 * Replace a product's preview image: check and re-encode the upload, store the
 * preview and its thumbnail, then point the row at them in one transaction.
 * Anything failing before the commit leaves the product as it was (files
 * already stored are content-addressed and harmless; the sweep of unused
 * files removes them a day later, as it does the image this one replaces).
 */
export async function setProductImage(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  upload: Buffer | null,
  client: ClientInfo,
): Promise<ProductRow> {
  // An unknown product answers 404 before any image work.
  if (!(await findProduct(ctx.db, { all: true }, id))) throw notFound();
  const processed = upload ? await processImage(upload) : null;
  const at = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const images = processed ? await storeImages(ctx, tx, processed) : null;
    const before = await lockProduct(tx, id);
    if (!before) throw notFound();
    const row = await updateProductRow(
      tx,
      id,
      { imageKey: images?.preview ?? null, thumbnailKey: images?.thumbnail ?? null },
      at,
    );
    await recordAudit(tx, {
      action: images ? 'product.image_changed' : 'product.image_removed',
      actorId: actor.id,
      ...client,
      details: { id, type: row.type, changes: diffChanges({ image: before.imageKey }, { image: row.imageKey }) },
      at,
    });
    return row;
  });
}

/**
 * Stores the preview and its thumbnail inside the transaction that points the
 * row at them, holding off the sweep of unused files until it commits (see
 * modules/files/sweep.ts).
 */
export async function storeImages(ctx: ServiceContext, tx: Executor, { preview, thumbnail }: ProcessedImage) {
  await holdStoredFiles(tx);
  await ctx.storage.put(preview.key, preview.bytes, preview.contentType);
  await ctx.storage.put(thumbnail.key, thumbnail.bytes, thumbnail.contentType);
  return { preview: preview.key, thumbnail: thumbnail.key };
}

// Themes

/**
 * Set which software products a user may be given: exactly the listed ones.
 * The user's row is locked, so parallel changes apply one after the other.
 */
export async function setAvailableProducts(
  ctx: ServiceContext,
  actor: AuthUser,
  userId: string,
  body: z.output<typeof availableProductsBody>,
  client: ClientInfo,
): Promise<void> {
  const wanted = [...new Set(body.product_ids)].sort();
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound();
    const software = await softwareProductIds(tx, wanted);
    const refused = wanted.filter((id) => !software.has(id));
    if (refused.length > 0) throw validation({ product_ids: ['validation.software_only'] });
    const before = await lockAvailableProducts(tx, userId);
    if (JSON.stringify(before) === JSON.stringify(wanted)) return;
    await replaceAvailableProducts(tx, userId, wanted, at);
    await recordAudit(tx, {
      action: 'user.available_products_changed',
      userId,
      actorId: actor.id,
      ...client,
      details: { id: userId, changes: { product_ids: { from: before, to: wanted } } },
      at,
    });
  });
}
