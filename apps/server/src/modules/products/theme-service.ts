import type { themeBody } from '@portal/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { processImage } from '../../lib/images.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteThemeRow,
  findTheme,
  insertTheme,
  lockProduct,
  lockTheme,
  type ThemeRow,
  updateThemeRow,
} from './queries.js';
import { storeImages, uniqueFields } from './service.js';

/** Themes of a software product (the admin's catalogue): create, edit, delete and their image, each audited. */

type ThemeInput = z.output<typeof themeBody>;

const auditedTheme = (row: ThemeRow) => ({
  name: row.name,
  description: row.description,
  status: row.status,
  image: row.imageKey,
});

/** The product a theme belongs to, locked; only software has themes. */
async function lockSoftware(tx: Parameters<typeof lockProduct>[0], productId: string) {
  const product = await lockProduct(tx, productId);
  if (!product) throw notFound();
  if (product.type !== 'software') throw new AppError('validation', 'error.themes_software_only');
  return product;
}

export async function createTheme(
  ctx: ServiceContext,
  actor: AuthUser,
  productId: string,
  body: ThemeInput,
  client: ClientInfo,
): Promise<ThemeRow> {
  const at = ctx.clock.now();
  return uniqueFields(() =>
    inTransaction(ctx.pool, async (tx) => {
      await lockSoftware(tx, productId);
      const row = await insertTheme(
        tx,
        { productId, name: body.name, description: body.description, status: body.status },
        at,
      );
      await recordAudit(tx, {
        action: 'product_theme.created',
        actorId: actor.id,
        ...client,
        details: { id: row.id, product_id: productId, changes: diffChanges(null, auditedTheme(row)) },
        at,
      });
      return row;
    }),
  );
}

export async function updateTheme(
  ctx: ServiceContext,
  actor: AuthUser,
  productId: string,
  id: string,
  body: ThemeInput,
  client: ClientInfo,
): Promise<ThemeRow> {
  const at = ctx.clock.now();
  return uniqueFields(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await lockTheme(tx, productId, id);
      if (!before) throw notFound();
      const row = await updateThemeRow(
        tx,
        id,
        { name: body.name, description: body.description, status: body.status },
        at,
      );
      await recordAudit(tx, {
        action: 'product_theme.updated',
        actorId: actor.id,
        ...client,
        details: { id, product_id: productId, changes: diffChanges(auditedTheme(before), auditedTheme(row)) },
        at,
      });
      return row;
    }),
  );
}

export async function deleteTheme(
  ctx: ServiceContext,
  actor: AuthUser,
  productId: string,
  id: string,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockTheme(tx, productId, id);
    if (!before) throw notFound();
    await deleteThemeRow(tx, id);
    await recordAudit(tx, {
      action: 'product_theme.deleted',
      actorId: actor.id,
      ...client,
      details: { id, product_id: productId, changes: diffChanges(auditedTheme(before), null) },
      at,
    });
  });
}

export async function setThemeImage(
  ctx: ServiceContext,
  actor: AuthUser,
  productId: string,
  id: string,
  upload: Buffer | null,
  client: ClientInfo,
): Promise<ThemeRow> {
  if (!(await findTheme(ctx.db, productId, id))) throw notFound();
  const processed = upload ? await processImage(upload) : null;
  const at = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const images = processed ? await storeImages(ctx, tx, processed) : null;
    const before = await lockTheme(tx, productId, id);
    if (!before) throw notFound();
    const row = await updateThemeRow(
      tx,
      id,
      { imageKey: images?.preview ?? null, thumbnailKey: images?.thumbnail ?? null },
      at,
    );
    await recordAudit(tx, {
      action: images ? 'product_theme.image_changed' : 'product_theme.image_removed',
      actorId: actor.id,
      ...client,
      details: { id, product_id: productId, changes: diffChanges({ image: before.imageKey }, { image: row.imageKey }) },
      at,
    });
    return row;
  });
}

// Per-user available products
