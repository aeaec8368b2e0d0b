import { type attachSeatBody, IDLE_SEAT_DAYS } from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { addDays, dayOf, daysBefore } from '../../lib/calendar-day.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { billingIdOfUser, lockBilling, organizationBilledAsOrganization } from '../billing/index.js';
import { findUser } from '../users/index.js';
import { licenseStateOn, lockLicense, seatCap } from './queries.js';
import {
  attachedSeatOfProduct,
  attachedSeatsCount,
  detachIdleSeatRows,
  detachSeatRow,
  detachSeatsOfUserRows,
  holdsSeats,
  insertSeat,
  productAvailableTo,
} from './seat-queries.js';

/**
 * The scope a seat change runs in: a section's organization (the manager section's, where another
 * organization's license or user is a 403 `not_owner`), or the admin's every organization (`all`), narrowed
 * to one on an organization's page (a license of another organization is a 404, a non-member a 422 on `user_id`).
 */
export type SeatScope = { organizationId: string } | { all: true; organizationId?: string };

/** Whether the scope is a section's own organization (a refusal is the owner's 403, not the admin's 404 / 422). */
const isOwnOrganization = (scope: SeatScope): scope is { organizationId: string } => !('all' in scope);

const notOwner = () => new AppError('forbidden', 'error.not_owner');

/** The license locked, with its billing, in the scope. */
async function licenseFor(tx: Executor, scope: SeatScope, licenseId: string) {
  const license = await lockLicense(tx, licenseId);
  if (!license) throw notFound();
  const billing = await lockBilling(tx, license.billingAccountId);
  if (!billing) throw notFound();
  if (scope.organizationId && billing.organizationId !== scope.organizationId) {
    throw isOwnOrganization(scope) ? notOwner() : notFound();
  }
  return { license, billing };
}

/**
 * Attach a seat of `licenseId` to `userId`, the checks in the order of docs/decisions/0009: scope,
 * membership, active user, organization billing, expiry, available product, one seat per product,
 * a free seat (up to a pending decrease: `seatCap`). The license row is locked while its seats are
 * counted (and an amount change locks it too), so a burst attaches no more than its amount and its
 * coming amount.
 */
export async function attachSeat(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: SeatScope,
  licenseId: string,
  body: z.output<typeof attachSeatBody>,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  return seatConflicts(() =>
    inTransaction(ctx.pool, (tx) => attachSeatIn(ctx, tx, actor, scope, licenseId, body.user_id, client, at)),
  );
}

/** A race the partial unique indexes caught answers as the check before it would have: 409 `seat_held`. */
export async function seatConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violated = uniqueViolationOf(error);
    if (violated === 'license_seats_product_unique' || violated === 'license_seats_attached_unique') {
      throw new AppError('conflict', 'error.seat_held');
    }
    throw error;
  }
}

/** The attach checks and the insert, in the caller's transaction (creating a personal license attaches its owner's seat too). */
export async function attachSeatIn(
  ctx: Pick<ServiceContext, 'events'>,
  tx: Executor,
  actor: AuthUser,
  scope: SeatScope,
  licenseId: string,
  userId: string,
  client: ClientInfo,
  at: Date,
) {
  const today = dayOf(at);
  const { license, billing } = await licenseFor(tx, scope, licenseId);
  const user = await findUser(tx, userId);
  if (!user) throw isOwnOrganization(scope) ? notFound() : validation({ user_id: ['validation.not_member'] });
  const belongs =
    billing.entityType === 'ORGANIZATION' ? user.organizationId === billing.organizationId : user.id === billing.userId;
  if (!belongs) throw isOwnOrganization(scope) ? notOwner() : validation({ user_id: ['validation.not_member'] });
  if (user.status !== 'active') throw new AppError('conflict', 'error.seat_user_inactive');
  if (
    billing.entityType === 'USER' &&
    user.organizationId &&
    (await organizationBilledAsOrganization(tx, user.organizationId))
  ) {
    throw new AppError('conflict', 'error.organization_billing');
  }
  if (licenseStateOn(license, today) === 'expired') throw new AppError('conflict', 'error.license_expired');
  if (!(await productAvailableTo(tx, userId, license.productId))) {
    throw validation({ user_id: ['validation.product_not_available'] });
  }
  if (await attachedSeatOfProduct(tx, userId, license.productId)) throw new AppError('conflict', 'error.seat_held');
  const cap = seatCap(license);
  const attached = cap === null ? 0 : await attachedSeatsCount(tx, licenseId);
  if (cap !== null && attached >= cap) {
    // A pending decrease caps the seats: they must fit the coming period too.
    if (cap === license.amount) throw new AppError('conflict', 'error.no_free_seats');
    throw new AppError('conflict', 'error.seats_pending_decrease', {
      amount: cap,
      date: addDays(billing.periodEnd, 1),
      count: attached,
    });
  }
  const seat = await insertSeat(tx, { licenseId, productId: license.productId, userId, at });
  ctx.events.publish(tx, 'licensing.seat_changed', {
    userId,
    licenseId,
    productId: license.productId,
    change: 'attached',
  });
  await recordAudit(tx, {
    action: 'license.seat_attached',
    userId,
    actorId: actor.id,
    ...client,
    details: { id: seat.id, license_id: licenseId, product_id: license.productId },
    at,
  });
  return seat;
}

/** Detach the user's seat of `licenseId` (404 `seat_not_attached` when none is attached). */
export async function detachSeat(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: SeatScope,
  licenseId: string,
  userId: string,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const { billing } = await licenseFor(tx, scope, licenseId);
    if (isOwnOrganization(scope)) {
      const user = await findUser(tx, userId);
      if (!user) throw notFound();
      if (user.organizationId !== billing.organizationId) throw notOwner();
    }
    const seat = await detachSeatRow(tx, licenseId, userId, at);
    if (!seat) throw new AppError('not_found', 'error.seat_not_attached');
    ctx.events.publish(tx, 'licensing.seat_changed', {
      userId,
      licenseId,
      productId: seat.productId,
      change: 'detached',
    });
    await recordAudit(tx, {
      action: 'license.seat_detached',
      userId,
      actorId: actor.id,
      ...client,
      details: { id: seat.id, license_id: licenseId, product_id: seat.productId },
      at,
    });
  });
}

/**
 * For the users' delete path: refuse deleting a user who holds attached seats or owns a personal
 * billing (409), in the deleting transaction.
 */
export async function assertUserDeletable(tx: Executor, userId: string): Promise<void> {
  if (await holdsSeats(tx, userId)) throw new AppError('conflict', 'error.user_holds_seats');
  if (await billingIdOfUser(tx, userId)) throw new AppError('conflict', 'error.user_has_billing');
}

/**
 * For the move of a user to another organization, or their erasure: their seats are detached (and audited, with the
 * reason) in that transaction, and `licensing.seat_changed` published for each.
 */
export async function detachSeatsOfMovedUser(
  ctx: Pick<ServiceContext, 'events'>,
  tx: Executor,
  actor: AuthUser,
  userId: string,
  client: ClientInfo,
  at: Date,
  reason: 'organization_changed' | 'erased' = 'organization_changed',
): Promise<void> {
  for (const seat of await detachSeatsOfUserRows(tx, userId, at)) {
    const { licenseId, productId } = seat;
    ctx.events.publish(tx, 'licensing.seat_changed', { userId, licenseId, productId, change: 'detached' });
    await recordAudit(tx, {
      action: 'license.seat_detached',
      userId,
      actorId: actor.id,
      ...client,
      details: { id: seat.id, license_id: seat.licenseId, product_id: seat.productId, reason },
      at,
    });
  }
}

/** Seats idle before this instant: `IDLE_SEAT_DAYS` days before now. */
export const idleSeatsBefore = (ctx: Pick<ServiceContext, 'clock'>) => daysBefore(ctx.clock.now(), IDLE_SEAT_DAYS);

/**
 * `POST /api/manager/seats/detach-idle`: detach every idle seat of the organization's licenses in one
 * transaction, each detach audited as one seat's (`license.seat_detached`, reason `idle`). A burst of
 * these calls detaches each seat once: the statement skips seats another call detached first.
 */
export async function detachIdleSeats(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  client: ClientInfo,
): Promise<number> {
  const at = ctx.clock.now();
  const idleBefore = idleSeatsBefore(ctx);
  return inTransaction(ctx.pool, async (tx) => {
    const detached = await detachIdleSeatRows(tx, organizationId, idleBefore, at);
    for (const seat of detached) {
      const { userId, licenseId, productId } = seat;
      ctx.events.publish(tx, 'licensing.seat_changed', { userId, licenseId, productId, change: 'detached' });
      await recordAudit(tx, {
        action: 'license.seat_detached',
        userId: seat.userId,
        actorId: actor.id,
        ...client,
        details: { id: seat.id, license_id: seat.licenseId, product_id: seat.productId, reason: 'idle' },
        at,
      });
    }
    return detached.length;
  });
}
