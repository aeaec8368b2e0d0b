import {
  canMoveHardware,
  type createHardwareBody,
  defaultWarrantyEnd,
  latestWarrantyEnd,
  type updateHardwareBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { todayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { lockOrganization } from '../organizations/index.js';
import { shippingCostFor } from '../shipping-costs/index.js';
import { lockUser } from '../users/index.js';
import {
  deleteHardwareRow,
  type HardwareRow,
  hardwareProduct,
  insertHardware,
  lockHardware,
  updateHardwareRow,
  userOwnsHardware,
} from './queries.js';

/** Today as the services see it (a UTC day from the clock, so tests move it). */

/** Whom a new item belongs to: an organization or one user. */
export type HardwareOwner = { organizationId: string } | { userId: string };

const audited = (row: HardwareRow) => ({
  product_id: row.productId,
  serial_number: row.serialNumber,
  purchase_date: row.purchaseDate,
  warranty_ends_on: row.warrantyEndsOn,
  organization_id: row.organizationId,
  user_id: row.userId,
  shipping_country: row.shippingCountry,
  shipping_cost: row.shippingCost,
  shipping_currency: row.shippingCurrency,
  status: row.status,
});

/** A unique violation of the serial number as the 422 on its field; anything else as it was. */
function serialTaken(error: unknown): never {
  if (uniqueViolationOf(error) === 'hardware_items_serial_unique') {
    throw validation({ serial_number: ['validation.serial_taken'] });
  }
  throw error;
}

/** The dates' rules that need today or the product: no purchase in the future, a hand-given warranty within ten years. */
function checkDates(today: string, purchaseDate: string, warrantyEndsOn: string | undefined) {
  if (purchaseDate > today) throw validation({ purchase_date: ['validation.purchase_date_future'] });
  if (warrantyEndsOn !== undefined && warrantyEndsOn < purchaseDate) {
    throw validation({ warranty_ends_on: ['validation.warranty_order'] });
  }
  if (warrantyEndsOn !== undefined && warrantyEndsOn > latestWarrantyEnd(purchaseDate)) {
    throw validation({ warranty_ends_on: ['validation.warranty_span'] });
  }
}

/**
 * Record an item for an organization or a user. The owner's row is locked (its delete waits and then
 * sees the item); the shipping cost is copied from the table now (`shippingCostFor`: the country's row,
 * else the default) and stays as it is when the table changes later. A serial number already recorded,
 * in any letter case, answers 422 on `serial_number` (the unique index decides under a burst).
 */
export async function recordHardware(
  ctx: ServiceContext,
  actor: AuthUser,
  owner: HardwareOwner,
  body: z.output<typeof createHardwareBody>,
  client: ClientInfo,
): Promise<string> {
  const at = ctx.clock.now();
  checkDates(todayOf(ctx), body.purchase_date, body.warranty_ends_on);
  try {
    return await inTransaction(ctx.pool, async (tx) => {
      const found =
        'organizationId' in owner ? await lockOrganization(tx, owner.organizationId) : await lockUser(tx, owner.userId);
      if (!found) throw notFound();
      const product = await hardwareProduct(tx, body.product_id);
      if (!product) throw validation({ product_id: ['validation.hardware_product'] });
      const shipping = await shippingCostFor(tx, body.shipping_country);
      const row = await insertHardware(tx, {
        productId: product.id,
        serialNumber: body.serial_number,
        purchaseDate: body.purchase_date,
        warrantyEndsOn: body.warranty_ends_on ?? defaultWarrantyEnd(body.purchase_date, product),
        organizationId: 'organizationId' in owner ? owner.organizationId : null,
        userId: 'userId' in owner ? owner.userId : null,
        shippingCountry: body.shipping_country,
        shippingCost: shipping.amount,
        shippingCurrency: shipping.currency,
        status: body.status,
        createdAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, {
        action: 'hardware.created',
        userId: row.userId,
        actorId: actor.id,
        ...client,
        details: { id: row.id, changes: diffChanges(null, audited(row)) },
        at,
      });
      return row.id;
    });
  } catch (error) {
    serialTaken(error);
  }
}

/**
 * `PUT /api/admin/hardware/{id}`: serial number, dates and status; a status moves only along
 * `HARDWARE_TRANSITIONS` (422 on `status` otherwise). `allowed` says whether the caller may act on the
 * item's owner (checked on the locked row, before anything is written).
 */
export async function updateHardware(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: z.output<typeof updateHardwareBody>,
  allowed: (row: HardwareRow) => void,
  client: ClientInfo,
): Promise<void> {
  const at = ctx.clock.now();
  const today = todayOf(ctx);
  try {
    await inTransaction(ctx.pool, async (tx) => {
      const before = await lockHardware(tx, id);
      if (!before) throw notFound();
      allowed(before);
      const purchaseDate = body.purchase_date ?? before.purchaseDate;
      const warrantyEndsOn = body.warranty_ends_on ?? before.warrantyEndsOn;
      if (body.purchase_date !== undefined || body.warranty_ends_on !== undefined) {
        checkDates(today, purchaseDate, warrantyEndsOn);
      }
      const status = body.status ?? before.status;
      if (!canMoveHardware(before.status, status)) throw validation({ status: ['validation.status_transition'] });
      const row = await updateHardwareRow(tx, id, {
        serialNumber: body.serial_number ?? before.serialNumber,
        purchaseDate,
        warrantyEndsOn,
        status,
        updatedAt: at,
      });
      const changes = diffChanges(audited(before), audited(row));
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          action: 'hardware.updated',
          userId: row.userId,
          actorId: actor.id,
          ...client,
          details: { id, changes },
          at,
        });
      }
    });
  } catch (error) {
    serialTaken(error);
  }
}

/** `DELETE /api/admin/hardware/{id}`: the record goes; the audit trail keeps what it was. */
export async function deleteHardware(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  allowed: (row: HardwareRow) => void,
  client: ClientInfo,
): Promise<void> {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockHardware(tx, id);
    if (!before) throw notFound();
    allowed(before);
    await deleteHardwareRow(tx, id);
    await recordAudit(tx, {
      action: 'hardware.deleted',
      userId: before.userId,
      actorId: actor.id,
      ...client,
      details: { id, changes: diffChanges(audited(before), null) },
      at,
    });
  });
}

/** For the users' delete path: refuse deleting a user who owns hardware items (409), in the deleting transaction. */
export async function assertUserOwnsNoHardware(tx: Executor, userId: string): Promise<void> {
  if (await userOwnsHardware(tx, userId)) throw new AppError('conflict', 'error.user_has_hardware');
}
