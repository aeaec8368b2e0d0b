import { addYears, type createLicenseBody, LICENSE_MAX_YEARS, type updateLicenseBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { dayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  type BillingRow,
  lockBillingOfOrganization,
  lockBillingOfUser,
  organizationBilledAsOrganization,
} from '../billing/index.js';
import { lockOrganization } from '../organizations/index.js';
import { assertSoldIn } from '../products/index.js';
import { lockUser } from '../users/index.js';
import {
  deleteLicenseRow,
  insertLicense,
  type LicenseRow,
  lockLicense,
  softwareProduct,
  updateLicenseRow,
} from './queries.js';
import { attachedSeatOfProduct, attachedSeatsCount } from './seat-queries.js';
import { attachSeatIn, seatConflicts } from './seat-service.js';

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
      await attachSeatIn(ctx, tx, actor, { all: true }, row.id, userId, client, at);
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
