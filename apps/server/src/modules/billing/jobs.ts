import { inTransaction } from '../../db/transaction.js';
import { addDays, dayOf, daysBetween } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { issuePeriodInvoice } from '../invoices/index.js';
import { findLicenseManager, findPerson } from '../organizations/index.js';
import {
  billingsDueForRenewal,
  billingsWithUninvoicedPeriod,
  insertLicenseNotice,
  licensesEndingWithoutRenewal,
  recordExpiredLicenses,
} from './job-queries.js';
import { billingDetails } from './presenters.js';
import { lockBilling } from './queries.js';
import { startNextPeriod } from './service.js';

/** The queue of the renewal-and-expiry work. */
export const BILLING_JOB = 'billing-renewal';
/**
 * Hourly at :10 (UTC). The work is daily, but it reads what is due from the data (periods ended before
 * today, notices not yet recorded), not from the tick: a run an hour late, or after days of downtime,
 * catches up, and the other 23 runs of a day find nothing to do.
 */
export const BILLING_JOB_CRON = '10 * * * *';

/** Reminders go out this many days before a license ends (the 7-day one replaces a 30-day one not yet sent). */
export const REMINDER_DAYS = [30, 7] as const;

/**
 * Billings renewed at once, each in its own transaction and connection. They lock different rows; the
 * year's invoice counter, the last lock each takes, is held only from the number to the commit.
 */
const RENEWAL_CONCURRENCY = 4;

/** Run `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface BillingJobReport {
  /** Billings that started one or more periods. */
  renewed: number;
  /** Periods started (a billing that missed several starts several). */
  periods: number;
  /** First invoices of periods that started without one (a new billing's first period, a reactivation). */
  invoiced: number;
  /** Licenses whose expiry was recorded. */
  expired: number;
  /** Reminder mails queued. */
  reminders: number;
  /** Billings whose renewal or first invoice failed (rolled back; retried by the next run). */
  failed: number;
}

/**
 * The renewal and expiry job (docs/decisions/0011-billing-jobs-and-invoices.md), on today from the
 * clock: renew every active auto-renewing billing whose period ended (one transaction per billing,
 * all missed periods in it), invoice current periods that have none, record licenses that expired,
 * queue the 30- and 7-day reminders. Safe to run twice or on two instances at once: every step locks
 * or inserts a row that the other run then sees.
 */
export async function runBillingJobs(ctx: ServiceContext): Promise<BillingJobReport> {
  const at = ctx.clock.now();
  const today = dayOf(at);
  const report: BillingJobReport = { renewed: 0, periods: 0, invoiced: 0, expired: 0, reminders: 0, failed: 0 };

  await eachLimited(await billingsDueForRenewal(ctx.db, today), RENEWAL_CONCURRENCY, async (id) => {
    try {
      const periods = await renewDueBilling(ctx, id, at);
      if (periods > 0) {
        report.renewed++;
        report.periods += periods;
      }
    } catch (error) {
      report.failed++;
      ctx.log.error({ err: error, billingId: id }, 'billing renewal failed');
    }
  });

  for (const id of await billingsWithUninvoicedPeriod(ctx.db, today)) {
    try {
      const made = await inTransaction(ctx.pool, async (tx) => {
        const billing = await lockBilling(tx, id);
        if (billing?.status !== 'active' || billing.periodEnd < today) return null;
        return issuePeriodInvoice(tx, billing, at);
      });
      if (made) report.invoiced++;
    } catch (error) {
      // An invoice that cannot be made (a product without a price in the billing's currency) waits for the
      // next run; the expiries and reminders below still go out.
      report.failed++;
      ctx.log.error({ err: error, billingId: id }, 'billing invoice failed');
    }
  }

  report.expired = await inTransaction(ctx.pool, async (tx) => {
    const expired = await recordExpiredLicenses(tx, today, at);
    for (const license of expired) {
      await recordAudit(tx, {
        action: 'license.expired',
        details: { id: license.licenseId, ends_on: license.endsOn, billing_id: license.billingAccountId },
        at,
      });
    }
    return expired.length;
  });

  report.reminders = await sendLicenseReminders(ctx, today, at);
  if (report.failed > 0) throw new Error(`${report.failed} billings failed to renew or invoice`);
  return report;
}

/** Renew one billing for every period that ended before today, in one transaction; the periods started. */
async function renewDueBilling(ctx: ServiceContext, id: string, at: Date): Promise<number> {
  const today = dayOf(at);
  return inTransaction(ctx.pool, async (tx) => {
    // Locked and read again: a run that got here first has moved the period on.
    const before = await lockBilling(tx, id);
    if (before?.status !== 'active' || !before.autoRenew || before.periodEnd >= today) return 0;
    let row = before;
    let periods = 0;
    while (row.periodEnd < today) {
      row = await startNextPeriod(tx, row, at);
      periods++;
    }
    await recordAudit(tx, {
      action: 'billing.renewed',
      details: { id, periods, by: 'renewal_job', changes: diffChanges(billingDetails(before), billingDetails(row)) },
      at,
    });
    return periods;
  });
}

/**
 * The 30- and 7-day reminders of licenses that end without renewal, each once per end date (a notice
 * row inserted with the mails, in one transaction per license): to the organization's license manager
 * (the billing email when it has none) or the owner of a personal billing, in their language.
 */
async function sendLicenseReminders(ctx: ServiceContext, today: string, at: Date): Promise<number> {
  let sent = 0;
  for (const license of await licensesEndingWithoutRenewal(ctx.db, today, addDays(today, REMINDER_DAYS[0]))) {
    const days = daysBetween(today, license.endsOn);
    const kind = days <= REMINDER_DAYS[1] ? 'reminder_7' : 'reminder_30';
    sent += await inTransaction(ctx.pool, async (tx) => {
      if (!(await insertLicenseNotice(tx, { licenseId: license.id, kind, endsOn: license.endsOn, at }))) return 0;
      const personId = license.organizationId
        ? (await findLicenseManager(tx, license.organizationId))?.id
        : (license.userId ?? undefined);
      const person = personId ? await findPerson(tx, personId) : null;
      const send = ctx.mail(tx);
      if (person) {
        await send(
          person.email,
          mailTemplates(person.language).licenseEnding(
            person.firstName,
            license.productName,
            license.entityName,
            license.endsOn,
            days,
          ),
        );
      } else {
        await send(
          license.billingEmail,
          mailTemplates('en').licenseEnding(
            license.legalName,
            license.productName,
            license.entityName,
            license.endsOn,
            days,
          ),
        );
      }
      return 1;
    });
  }
  return sent;
}
