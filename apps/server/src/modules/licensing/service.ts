import type { Readable } from 'node:stream';
import {
  addYears,
  type attachSeatBody,
  type BillingValues,
  type createLicenseBody,
  IDLE_SEAT_DAYS,
  LICENSE_MAX_YEARS,
  type managerBillingBody,
  type updateLicenseBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { csvStream } from '../../lib/csv.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { issuePeriodInvoice } from '../invoices/index.js';
import { findLicenseManager, findPerson, lockOrganization } from '../organizations/index.js';
import { assertSoldIn } from '../products/index.js';
import { findUser, lockUser } from '../users/index.js';
import { presentLicense } from './presenters.js';
import {
  addDays,
  addMonths,
  attachedSeatOfProduct,
  attachedSeatsCount,
  type BillingRow,
  dayOf,
  deleteLicenseRow,
  detachIdleSeatRows,
  detachSeatRow,
  detachSeatsOfUserRows,
  insertBilling,
  insertLicense,
  insertSeat,
  type LicenseRow,
  licenseStateOn,
  licensesOfOrganization,
  lockBilling,
  lockBillingOfOrganization,
  lockBillingOfUser,
  lockLicense,
  lockLicensesOfBilling,
  organizationBilledAsOrganization,
  productAvailableTo,
  RENEW_WINDOW_DAYS,
  renewalDue,
  seatBatchOfLicense,
  seatCap,
  softwareProduct,
  updateBillingRow,
  updateLicenseRow,
  userLicensing,
} from './queries.js';

/** Today as the services see it (a UTC day from the clock, so tests move it). */
export const todayOf = (ctx: Pick<ServiceContext, 'clock'>) => dayOf(ctx.clock.now());

export const auditedBilling = (row: BillingRow) => ({
  legal_name: row.legalName,
  billing_email: row.billingEmail,
  vat_number: row.vatNumber,
  street: row.street,
  house_number: row.houseNumber,
  addition: row.addition,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
  purchase_order: row.purchaseOrder,
  currency: row.currency,
  cycle_months: row.cycleMonths,
  pending_cycle_months: row.pendingCycleMonths,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  auto_renew: row.autoRenew,
  status: row.status,
});

const auditedLicense = (row: LicenseRow) => ({
  product_id: row.productId,
  amount_type: row.amountType,
  amount: row.amount,
  pending_amount: row.pendingAmount,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  active_from: row.activeFrom,
  active_to: row.activeTo,
  auto_renew: row.autoRenew,
});

/** The last day of a period of `months` starting on `start`. */
const periodEndOf = (start: string, months: number) => addDays(addMonths(start, months), -1);

// ----- billing -----

/** Whose billing a save is about: an organization's or one user's personal billing. */
export type BillingOwner = { organizationId: string } | { userId: string };

/**
 * `PUT /api/admin/organizations/{id}/billing` and `PUT /api/admin/users/{id}/billing`: create the
 * owner's billing (its first period starts today) or change its details. A changed cycle waits for the
 * next period. The owner's row is locked first, so a burst of first saves creates one billing.
 */
export async function saveBilling(
  ctx: ServiceContext,
  actor: AuthUser,
  owner: BillingOwner,
  body: BillingValues,
  client: ClientInfo,
): Promise<string> {
  const at = ctx.clock.now();
  const today = dayOf(at);
  return inTransaction(ctx.pool, async (tx) => {
    const found =
      'organizationId' in owner ? await lockOrganization(tx, owner.organizationId) : await lockUser(tx, owner.userId);
    if (!found) throw notFound();
    const details = {
      legalName: body.legal_name,
      billingEmail: body.billing_email,
      vatNumber: body.vat_number,
      street: body.street,
      houseNumber: body.house_number,
      addition: body.addition,
      zipcode: body.zipcode,
      city: body.city,
      country: body.country,
      purchaseOrder: body.purchase_order,
      currency: body.currency,
      autoRenew: body.auto_renew,
      updatedAt: at,
    };
    const before =
      'organizationId' in owner
        ? await lockBillingOfOrganization(tx, owner.organizationId)
        : await lockBillingOfUser(tx, owner.userId);
    if (!before) {
      const entity =
        'organizationId' in owner
          ? { entityType: 'ORGANIZATION' as const, organizationId: owner.organizationId }
          : { entityType: 'USER' as const, userId: owner.userId };
      const row = await insertBilling(tx, {
        ...details,
        ...entity,
        cycleMonths: body.cycle_months,
        periodStart: today,
        periodEnd: periodEndOf(today, body.cycle_months),
        createdAt: at,
      });
      await recordAudit(tx, {
        action: 'billing.created',
        actorId: actor.id,
        ...client,
        details: {
          id: row.id,
          ...('organizationId' in owner ? { organization_id: owner.organizationId } : { user_id: owner.userId }),
          changes: diffChanges(null, auditedBilling(row)),
        },
        at,
      });
      return row.id;
    }
    const row = await updateBillingRow(tx, before.id, {
      ...details,
      pendingCycleMonths: body.cycle_months === before.cycleMonths ? null : body.cycle_months,
    });
    const changes = diffChanges(auditedBilling(before), auditedBilling(row));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        action: 'billing.updated',
        actorId: actor.id,
        ...client,
        details: { id: row.id, changes },
        at,
      });
    }
    return row.id;
  });
}

/** `PUT /api/admin/organizations/{id}/billing` (see `saveBilling`). */
export const saveOrganizationBilling = (
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  body: BillingValues,
  client: ClientInfo,
) => saveBilling(ctx, actor, { organizationId }, body, client);

/** Who hears of a billing's cancel and reactivation: the billing email and the license manager (or the owner). */
async function notifyBilling(
  ctx: ServiceContext,
  tx: Executor,
  row: BillingRow,
  kind: 'billingCanceled' | 'billingReactivated',
) {
  const send = ctx.mail(tx);
  const personId = row.organizationId ? (await findLicenseManager(tx, row.organizationId))?.id : row.userId;
  const person = personId ? await findPerson(tx, personId) : null;
  const entity = row.legalName;
  await send(row.billingEmail, mailTemplates('en')[kind](row.legalName, entity, row.periodEnd));
  if (person && person.email.toLowerCase() !== row.billingEmail.toLowerCase()) {
    await send(person.email, mailTemplates(person.language)[kind](person.firstName, entity, row.periodEnd));
  }
}

/** `POST /api/admin/billings/{id}/cancel`: no renewal from now on; licenses run until their end. */
export async function cancelBilling(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockBilling(tx, id);
    if (!before) throw notFound();
    if (before.status === 'canceled') throw new AppError('conflict', 'error.billing_already_canceled');
    const row = await updateBillingRow(tx, id, { status: 'canceled', canceledAt: at, updatedAt: at });
    await notifyBilling(ctx, tx, row, 'billingCanceled');
    await recordAudit(tx, { action: 'billing.canceled', actorId: actor.id, ...client, details: { id }, at });
  });
}

/**
 * `POST /api/admin/billings/{id}/reactivate`: active again; after its period ended, a new period
 * starts today (with a pending cycle applied).
 */
export async function reactivateBilling(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  const today = dayOf(at);
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockBilling(tx, id);
    if (!before) throw notFound();
    if (before.status === 'active') throw new AppError('conflict', 'error.billing_already_active');
    const restart = before.periodEnd < today;
    const cycle = before.pendingCycleMonths ?? before.cycleMonths;
    const row = await updateBillingRow(tx, id, {
      status: 'active',
      canceledAt: null,
      updatedAt: at,
      ...(restart
        ? { periodStart: today, periodEnd: periodEndOf(today, cycle), cycleMonths: cycle, pendingCycleMonths: null }
        : {}),
    });
    await notifyBilling(ctx, tx, row, 'billingReactivated');
    await recordAudit(tx, {
      action: 'billing.reactivated',
      actorId: actor.id,
      ...client,
      details: { id, changes: diffChanges(auditedBilling(before), auditedBilling(row)) },
      at,
    });
  });
}

/**
 * Start the billing's next period, in the caller's transaction (which holds the billing's row locked):
 * it begins the day after the current one ends (no gap, no overlap) for the pending cycle or the
 * current one; pending amounts apply; licenses that auto-renew and ended with the period extend to the
 * new end; the period's invoice is made. The one renewal of the manual renew and of the billing job.
 */
export async function startNextPeriod(tx: Executor, before: BillingRow, at: Date): Promise<BillingRow> {
  const today = dayOf(at);
  const cycle = before.pendingCycleMonths ?? before.cycleMonths;
  const start = addDays(before.periodEnd, 1);
  const end = periodEndOf(start, cycle);
  const row = await updateBillingRow(tx, before.id, {
    periodStart: start,
    periodEnd: end,
    cycleMonths: cycle,
    pendingCycleMonths: null,
    updatedAt: at,
  });
  for (const license of await lockLicensesOfBilling(tx, before.id)) {
    const extend = license.autoRenew && license.endsOn === before.periodEnd;
    if (!extend && license.pendingAmount === null) continue;
    // A license runs at most five years from its start: one renewed past that starts again with the period.
    // It starts again on the new period's start, or today when that lies ahead (a renewal before the period's
    // end): a running license never becomes a scheduled one.
    const restart = extend && end > addYears(license.startsOn, LICENSE_MAX_YEARS);
    const restartOn = start < today ? start : today;
    await updateLicenseRow(tx, license.id, {
      ...(license.pendingAmount !== null ? { amount: license.pendingAmount, pendingAmount: null } : {}),
      ...(extend ? { endsOn: end, activeTo: license.activeTo === license.endsOn ? end : license.activeTo } : {}),
      ...(restart
        ? {
            startsOn: restartOn,
            activeFrom: license.activeFrom === license.startsOn ? restartOn : license.activeFrom,
          }
        : {}),
      updatedAt: at,
    });
  }
  await issuePeriodInvoice(tx, row, at);
  return row;
}

/**
 * `POST /api/admin/billings/{id}/renew`: the next period starts now (`startNextPeriod`) when it is due, its
 * current one ending within `RENEW_WINDOW_DAYS` (or ended). Checked under the billing's row lock, so a burst
 * renews once: the first starts the period, the rest find it not due (409 `billing_not_due`). A canceled
 * billing: 409 `billing_inactive`.
 */
export async function renewBilling(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  const today = dayOf(at);
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockBilling(tx, id);
    if (!before) throw notFound();
    if (before.status !== 'active') throw new AppError('conflict', 'error.billing_inactive');
    if (!renewalDue(before, today)) {
      throw new AppError('conflict', 'error.billing_not_due', {
        end: before.periodEnd,
        from: addDays(before.periodEnd, -RENEW_WINDOW_DAYS),
      });
    }
    const row = await startNextPeriod(tx, before, at);
    await recordAudit(tx, {
      action: 'billing.renewed',
      actorId: actor.id,
      ...client,
      details: { id, changes: diffChanges(auditedBilling(before), auditedBilling(row)) },
      at,
    });
  });
}

// ----- licenses -----

function checkDates(dates: { startsOn: string; endsOn: string; activeFrom: string; activeTo: string }) {
  if (dates.startsOn > dates.endsOn) throw validation({ ends_on: ['validation.date_order'] });
  if (dates.endsOn > addYears(dates.startsOn, LICENSE_MAX_YEARS)) {
    throw validation({ ends_on: ['validation.license_span'] });
  }
  if (dates.activeFrom > dates.activeTo) throw validation({ active_to: ['validation.active_order'] });
}

/**
 * `POST /api/admin/organizations/{id}/licenses`: a license on the organization's billing ('No billing
 * information. Please add a billing profile first.' without one); dates default to its current period.
 */
export async function createOrganizationLicense(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  body: z.output<typeof createLicenseBody>,
  client: ClientInfo,
): Promise<string> {
  const at = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw notFound();
    const billing = await lockBillingOfOrganization(tx, organizationId);
    const row = await insertLicenseOn(tx, billing, body, at);
    await recordAudit(tx, {
      action: 'license.created',
      actorId: actor.id,
      ...client,
      details: { id: row.id, organization_id: organizationId, changes: diffChanges(null, auditedLicense(row)) },
      at,
    });
    return row.id;
  });
}

/**
 * `POST /api/admin/users/{id}/licenses`: a personal license on the user's own billing, and its first seat
 * attached to the owner in the same transaction (a personal license has no one else to hold it). The
 * checks in the order of docs/decisions/0009: a member of an organization billed as an organization
 * ('Licenses cannot be assigned for organization billing') before 'No billing information…'; then the
 * attach checks (active user, expiry, available product, one seat per product). A refusal changes nothing.
 */
export async function createUserLicense(
  ctx: ServiceContext,
  actor: AuthUser,
  userId: string,
  body: z.output<typeof createLicenseBody>,
  client: ClientInfo,
): Promise<string> {
  const at = ctx.clock.now();
  return seatConflicts(() =>
    inTransaction(ctx.pool, async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound();
      if (user.organizationId && (await organizationBilledAsOrganization(tx, user.organizationId))) {
        throw new AppError('conflict', 'error.organization_billing');
      }
      const billing = await lockBillingOfUser(tx, userId);
      if (billing && billing.status === 'active' && (await attachedSeatOfProduct(tx, userId, body.product_id))) {
        // The seat the license would attach is held already: refused before anything is written, so a
        // burst's losers release the user's row at once.
        throw new AppError('conflict', 'error.seat_held');
      }
      const row = await insertLicenseOn(tx, billing, body, at);
      await recordAudit(tx, {
        action: 'license.created',
        actorId: actor.id,
        ...client,
        details: { id: row.id, user_id: userId, changes: diffChanges(null, auditedLicense(row)) },
        at,
      });
      await attachSeatIn(ctx, tx, actor, { kind: 'admin' }, row.id, userId, client, at);
      return row.id;
    }),
  );
}

/** The license row on a locked billing: 409 without one or for a canceled one; dates default to its period. */
async function insertLicenseOn(
  tx: Executor,
  billing: BillingRow | null,
  body: z.output<typeof createLicenseBody>,
  at: Date,
): Promise<LicenseRow> {
  if (!billing) throw new AppError('conflict', 'error.no_billing');
  if (billing.status !== 'active') throw new AppError('conflict', 'error.billing_inactive');
  const product = await softwareProduct(tx, body.product_id);
  if (!product) throw validation({ product_id: ['validation.license_product'] });
  await assertSoldIn(tx, product.id, billing.currency);
  const startsOn = body.starts_on ?? billing.periodStart;
  const endsOn = body.ends_on ?? billing.periodEnd;
  const dates = { startsOn, endsOn, activeFrom: body.active_from ?? startsOn, activeTo: body.active_to ?? endsOn };
  checkDates(dates);
  return insertLicense(tx, {
    billingAccountId: billing.id,
    productId: product.id,
    amountType: body.amount_type,
    amount: body.amount_type === 'seats' ? (body.amount ?? null) : null,
    autoRenew: body.auto_renew,
    ...dates,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * `PUT /api/admin/licenses/{id}`: dates and auto renew at once; a changed amount of a running license
 * is stored as pending (`pending: true`: the answer says 'A change of license amount applies after
 * the current billing period'); never below the seats attached now.
 */
export async function updateLicense(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: z.output<typeof updateLicenseBody>,
  client: ClientInfo,
): Promise<{ pending: boolean }> {
  const at = ctx.clock.now();
  const today = dayOf(at);
  return inTransaction(ctx.pool, async (tx) => {
    const before = await lockLicense(tx, id);
    if (!before) throw notFound();
    const startsOn = body.starts_on ?? before.startsOn;
    const endsOn = body.ends_on ?? before.endsOn;
    const dates = {
      startsOn,
      endsOn,
      activeFrom: body.active_from ?? before.activeFrom,
      activeTo: body.active_to ?? before.activeTo,
    };
    checkDates(dates);
    const used = await attachedSeatsCount(tx, id);
    let amount = before.amount;
    let pendingAmount = before.pendingAmount;
    let pending = false;
    if (body.amount_type === 'unlimited') {
      amount = null;
      pendingAmount = null;
    } else {
      const wanted = body.amount ?? before.amount ?? pendingAmount;
      if (wanted === null) throw validation({ amount: ['validation.required'] });
      if (wanted < used)
        throw validation({ amount: [{ key: 'validation.amount_below_seats', params: { count: used } }] });
      if (before.amountType === 'unlimited' || before.startsOn > today) {
        amount = wanted;
        pendingAmount = null;
      } else if (wanted !== before.amount) {
        pendingAmount = wanted;
        pending = true;
      } else {
        pendingAmount = null;
      }
    }
    const row = await updateLicenseRow(tx, id, {
      ...dates,
      amountType: body.amount_type,
      amount,
      pendingAmount,
      autoRenew: body.auto_renew,
      updatedAt: at,
    });
    const changes = diffChanges(auditedLicense(before), auditedLicense(row));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { action: 'license.updated', actorId: actor.id, ...client, details: { id, changes }, at });
    }
    return { pending };
  });
}

/** `DELETE /api/admin/licenses/{id}`: only without attached seats (409 `license_has_seats`). */
export async function deleteLicense(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockLicense(tx, id);
    if (!before) throw notFound();
    if ((await attachedSeatsCount(tx, id)) > 0) throw new AppError('conflict', 'error.license_has_seats');
    await deleteLicenseRow(tx, id);
    await recordAudit(tx, {
      action: 'license.deleted',
      actorId: actor.id,
      ...client,
      details: { id, changes: diffChanges(auditedLicense(before), null) },
      at,
    });
  });
}

// ----- seats -----

/**
 * How a refusal of scope answers: the manager section's 403 `not_owner` for another organization's
 * license or user; the admin's member screen 404 for a license of another organization and 422 on
 * `user_id` for a non-member.
 */
export type SeatCaller = { kind: 'manager'; organizationId: string } | { kind: 'admin'; organizationId?: string };

const notOwner = () => new AppError('forbidden', 'error.not_owner');

/** The license locked, with its billing, in the caller's scope. */
async function licenseFor(tx: Executor, caller: SeatCaller, licenseId: string) {
  const license = await lockLicense(tx, licenseId);
  if (!license) throw notFound();
  const billing = await lockBilling(tx, license.billingAccountId);
  if (!billing) throw notFound();
  if (caller.organizationId && billing.organizationId !== caller.organizationId) {
    throw caller.kind === 'manager' ? notOwner() : notFound();
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
  caller: SeatCaller,
  licenseId: string,
  body: z.output<typeof attachSeatBody>,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  return seatConflicts(() =>
    inTransaction(ctx.pool, (tx) => attachSeatIn(ctx, tx, actor, caller, licenseId, body.user_id, client, at)),
  );
}

/** A race the partial unique indexes caught answers as the check before it would have: 409 `seat_held`. */
async function seatConflicts<T>(work: () => Promise<T>): Promise<T> {
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
async function attachSeatIn(
  ctx: ServiceContext,
  tx: Executor,
  actor: AuthUser,
  caller: SeatCaller,
  licenseId: string,
  userId: string,
  client: ClientInfo,
  at: Date,
) {
  const today = dayOf(at);
  const { license, billing } = await licenseFor(tx, caller, licenseId);
  const user = await findUser(tx, userId);
  if (!user) throw caller.kind === 'manager' ? notFound() : validation({ user_id: ['validation.not_member'] });
  const belongs =
    billing.entityType === 'ORGANIZATION' ? user.organizationId === billing.organizationId : user.id === billing.userId;
  if (!belongs) throw caller.kind === 'manager' ? notOwner() : validation({ user_id: ['validation.not_member'] });
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
  caller: SeatCaller,
  licenseId: string,
  userId: string,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const { billing } = await licenseFor(tx, caller, licenseId);
    if (caller.kind === 'manager') {
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
  const { holdsSeats, hasBilling } = await userLicensing(tx, userId);
  if (holdsSeats) throw new AppError('conflict', 'error.user_holds_seats');
  if (hasBilling) throw new AppError('conflict', 'error.user_has_billing');
}

/** For the move of a user to another organization: their seats are detached (and audited) in that transaction. */
export async function detachSeatsOfMovedUser(
  ctx: Pick<ServiceContext, 'events'>,
  tx: Executor,
  actor: AuthUser,
  userId: string,
  client: ClientInfo,
  at: Date,
): Promise<void> {
  for (const seat of await detachSeatsOfUserRows(tx, userId, at)) {
    const { licenseId, productId } = seat;
    ctx.events.publish(tx, 'licensing.seat_changed', { userId, licenseId, productId, change: 'detached' });
    await recordAudit(tx, {
      action: 'license.seat_detached',
      userId,
      actorId: actor.id,
      ...client,
      details: { id: seat.id, license_id: seat.licenseId, product_id: seat.productId, reason: 'organization_changed' },
      at,
    });
  }
}

/** Seats idle before this instant: `IDLE_SEAT_DAYS` days before now. */
export const idleSeatsBefore = (ctx: Pick<ServiceContext, 'clock'>) =>
  new Date(ctx.clock.now().getTime() - IDLE_SEAT_DAYS * 86_400_000);

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

const EXPORT_COLUMNS = [
  'license_id',
  'product',
  'amount_type',
  'amount',
  'pending_amount',
  'seats_used',
  'seats_free',
  'starts_on',
  'ends_on',
  'active_from',
  'active_to',
  'auto_renew',
  'state',
  'days_left',
  'seat_user_id',
  'seat_user_email',
  'seat_user_first_name',
  'seat_user_last_name',
  'seat_attached_at',
  'seat_last_signed_in_at',
  'seat_idle',
] as const;
type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** Seats read per query while exporting: memory stays flat whatever a license's size. */
export const SEAT_EXPORT_BATCH_SIZE = 1000;

/**
 * The organization's licenses and their attached seats as CSV: one row per seat, a license without
 * seats as one row with empty seat columns. Streamed (each license's seats in keyset batches as the
 * client reads), cells quoted against formula injection; the export is audited (it hands out emails).
 */
export async function exportOrganizationLicenses(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  client: ClientInfo,
  { batchSize = SEAT_EXPORT_BATCH_SIZE } = {},
): Promise<Readable> {
  const today = todayOf(ctx);
  const idleBefore = idleSeatsBefore(ctx);
  await recordAudit(ctx.db, {
    action: 'license.exported',
    actorId: actor.id,
    ...client,
    details: { organization_id: organizationId },
    at: ctx.clock.now(),
  });
  const licenseRows = await licensesOfOrganization(ctx.db, organizationId);
  async function* records(): AsyncGenerator<ExportRecord> {
    for (const row of licenseRows) {
      const license = presentLicense(row, today);
      const base = {
        license_id: license.id,
        product: license.product.name,
        amount_type: license.amount_type,
        amount: license.amount === null ? '' : String(license.amount),
        pending_amount: license.pending_amount === null ? '' : String(license.pending_amount),
        seats_used: String(license.seats_used),
        seats_free: license.seats_free === null ? '' : String(license.seats_free),
        starts_on: license.starts_on,
        ends_on: license.ends_on,
        active_from: license.active_from,
        active_to: license.active_to,
        auto_renew: String(license.auto_renew),
        state: license.state,
        days_left: String(license.days_left),
      };
      const noSeat = {
        seat_user_id: '',
        seat_user_email: '',
        seat_user_first_name: '',
        seat_user_last_name: '',
        seat_attached_at: '',
        seat_last_signed_in_at: '',
        seat_idle: '',
      };
      let afterId: string | null = null;
      let any = false;
      for (;;) {
        const batch = await seatBatchOfLicense(ctx.db, license.id, afterId, batchSize);
        for (const seat of batch) {
          any = true;
          yield {
            ...base,
            seat_user_id: seat.userId,
            seat_user_email: seat.email,
            seat_user_first_name: seat.firstName,
            seat_user_last_name: seat.lastName,
            seat_attached_at: seat.attachedAt.toISOString(),
            seat_last_signed_in_at: seat.lastSignedInAt ? new Date(seat.lastSignedInAt).toISOString() : '',
            seat_idle: String(new Date(seat.lastActivity) < idleBefore),
          };
        }
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) break;
        afterId = last.id;
      }
      if (!any) yield { ...base, ...noSeat };
    }
  }
  return csvStream(EXPORT_COLUMNS, records());
}

/**
 * `PUT /api/manager/billing`: the license manager changes the billing email and purchase-order reference
 * of the own organization's billing (409 `no_billing` without one); audited as `billing.updated`.
 */
export async function updateOwnBilling(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  body: z.output<typeof managerBillingBody>,
  client: ClientInfo,
): Promise<string> {
  const at = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const before = await lockBillingOfOrganization(tx, organizationId);
    if (!before) throw new AppError('conflict', 'error.no_billing');
    const row = await updateBillingRow(tx, before.id, {
      billingEmail: body.billing_email,
      purchaseOrder: body.purchase_order,
      updatedAt: at,
    });
    const changes = diffChanges(auditedBilling(before), auditedBilling(row));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        action: 'billing.updated',
        actorId: actor.id,
        ...client,
        details: { id: row.id, changes },
        at,
      });
    }
    return row.id;
  });
}
