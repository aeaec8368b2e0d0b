import type { createShippingCostBody, updateShippingCostBody } from '@portal/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteShippingCostRow,
  insertShippingCost,
  lockShippingCost,
  type ShippingCostRow,
  updateShippingCostRow,
} from './queries.js';

const audited = (row: ShippingCostRow) => ({ country: row.country, amount: row.amount, currency: row.currency });

/** A second row for one country, even from a parallel request, is the unique index's refusal: a 422 on `country`. */
async function countryTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === 'shipping_costs_country_unique') {
      throw validation({ country: ['validation.shipping_country_taken'] });
    }
    throw error;
  }
}

export async function createShippingCost(
  ctx: ServiceContext,
  actor: AuthUser,
  body: z.output<typeof createShippingCostBody>,
  client: ClientInfo,
): Promise<ShippingCostRow> {
  const at = ctx.clock.now();
  return countryTaken(() =>
    inTransaction(ctx.pool, async (tx) => {
      const row = await insertShippingCost(tx, { ...body, at });
      await recordAudit(tx, {
        action: 'shipping_cost.created',
        actorId: actor.id,
        ...client,
        details: { id: row.id, changes: diffChanges(null, audited(row)) },
        at,
      });
      return row;
    }),
  );
}

export async function updateShippingCost(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: z.output<typeof updateShippingCostBody>,
  client: ClientInfo,
): Promise<ShippingCostRow> {
  const at = ctx.clock.now();
  return countryTaken(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await lockShippingCost(tx, id);
      if (!before) throw notFound();
      if (before.country === null && body.country !== undefined) {
        throw validation({ country: ['validation.shipping_default_country'] });
      }
      const row = await updateShippingCostRow(tx, id, {
        country: body.country ?? before.country,
        amount: body.amount,
        currency: body.currency,
        at,
      });
      const changes = diffChanges(audited(before), audited(row));
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          action: 'shipping_cost.updated',
          actorId: actor.id,
          ...client,
          details: { id, country: row.country, changes },
          at,
        });
      }
      return row;
    }),
  );
}

/** Delete one country's cost; that country then pays the default. The default itself stays. */
export async function deleteShippingCost(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  client: ClientInfo,
): Promise<void> {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockShippingCost(tx, id);
    if (!before) throw notFound();
    if (before.country === null) throw new AppError('conflict', 'error.shipping_default_required');
    await deleteShippingCostRow(tx, id);
    await recordAudit(tx, {
      action: 'shipping_cost.deleted',
      actorId: actor.id,
      ...client,
      details: { id, country: before.country, changes: diffChanges(audited(before), null) },
      at,
    });
  });
}
