import { addYears, type BillingValues, LICENSE_MAX_YEARS, type managerBillingBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { addDays, addMonths, dayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { addressColumnsOf } from '../../lib/postal-address.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { issuePeriodInvoice } from '../invoices/index.js';
import { findLicenseManager, findPerson, lockOrganization } from '../organizations/index.js';
import { lockUser } from '../users/index.js';
import { lockLicensesOfBilling, updatePeriodLicense } from './job-queries.js';
import { billingDetails } from './presenters.js';
import {
  type BillingRow,
  insertBilling,
  lockBilling,
  lockBillingOfOrganization,
  lockBillingOfUser,
  RENEW_WINDOW_DAYS,
  renewalDue,
  updateBillingRow,
} from './queries.js';

/** `billing.updated` with what changed, when anything did. */
async function auditBillingUpdate(
  tx: Executor,
  actor: AuthUser,
  client: ClientInfo,
  before: BillingRow,
  row: BillingRow,
  at: Date,
) {
  const changes = diffChanges(billingDetails(before), billingDetails(row));
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    action: 'billing.updated',
    actorId: actor.id,
    ...client,
    details: { id: row.id, changes },
    at,
  });
}

/** The last day of a period of `months` starting on `start`. */
const periodEndOf = (start: string, months: number) => addDays(addMonths(start, months), -1);

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
      ...addressColumnsOf(body),
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
          changes: diffChanges(null, billingDetails(row)),
        },
        at,
      });
      return row.id;
    }
    const row = await updateBillingRow(tx, before.id, {
      ...details,
      pendingCycleMonths: body.cycle_months === before.cycleMonths ? null : body.cycle_months,
    });
    await auditBillingUpdate(tx, actor, client, before, row, at);
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
      details: { id, changes: diffChanges(billingDetails(before), billingDetails(row)) },
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
    await updatePeriodLicense(tx, license.id, {
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
      details: { id, changes: diffChanges(billingDetails(before), billingDetails(row)) },
      at,
    });
  });
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
    await auditBillingUpdate(tx, actor, client, before, row, at);
    return row.id;
  });
}
