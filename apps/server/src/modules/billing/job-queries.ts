import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingAccounts, billingEntityName as entityName, licenseNotices, licenses } from '../../db/schema/index.js';
import { periodInvoiced } from '../invoices/index.js';
import { productDirectory } from '../products/index.js';
import { billingRenews, licenseRenews } from './queries.js';

/**
 * The queries of a period's start and of the renewal-and-expiry job (jobs.ts): what is due, and the licenses a
 * period carries (a license that renews with its billing moves with the period, ADR 0009).
 */

const products = productDirectory('product');

type LicenseRow = typeof licenses.$inferSelect;

/** Licenses of a billing (renewal extends and applies pending amounts), locked. */
export async function lockLicensesOfBilling(tx: Executor, billingId: string): Promise<LicenseRow[]> {
  return tx.select().from(licenses).where(eq(licenses.billingAccountId, billingId)).orderBy(licenses.id).for('update');
}

/** A license's dates and amount as the new period sets them. */
export async function updatePeriodLicense(
  tx: Executor,
  id: string,
  values: Partial<typeof licenses.$inferInsert>,
): Promise<void> {
  await tx.update(licenses).set(values).where(eq(licenses.id, id));
}

/** Active auto-renewing billings whose period ended before `today`, oldest end first. */
export async function billingsDueForRenewal(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(and(billingRenews, sql`${billingAccounts.periodEnd} < ${today}`))
    .orderBy(billingAccounts.periodEnd, billingAccounts.id);
  return rows.map((row) => row.id);
}

/**
 * Active billings whose current period started before today without an invoice and has a license
 * running in it: a new billing's first period (invoiced the day after it starts, so the admin can add
 * its licenses first) or a period started by a reactivation.
 */
export async function billingsWithUninvoicedPeriod(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(
      and(
        eq(billingAccounts.status, 'active'),
        sql`${billingAccounts.periodStart} < ${today}`,
        sql`${billingAccounts.periodEnd} >= ${today}`,
        sql`not ${periodInvoiced(billingAccounts.id, billingAccounts.periodStart)}`,
        sql`exists (select 1 from ${licenses} where ${licenses.billingAccountId} = ${billingAccounts.id} and ${licenses.startsOn} <= ${billingAccounts.periodEnd} and ${licenses.endsOn} >= ${billingAccounts.periodStart})`,
      ),
    )
    .orderBy(billingAccounts.periodStart, billingAccounts.id);
  return rows.map((row) => row.id);
}

/**
 * Record, once per end date, every license that is expired on `today` (its end or its active-to
 * passed): the licenses newly recorded. Nothing else changes: the state derives from the dates.
 */
export async function recordExpiredLicenses(tx: Executor, today: string, at: Date) {
  const result = await tx.execute<{ license_id: string; ends_on: string; billing_account_id: string }>(sql`
    insert into ${licenseNotices} (license_id, kind, ends_on, at)
    select ${licenses.id}, 'expired', ${licenses.endsOn}, ${at.toISOString()}::timestamptz
    from ${licenses}
    where (${licenses.endsOn} < ${today} or ${licenses.activeTo} < ${today})
      and not exists (select 1 from ${licenseNotices} n where n.license_id = ${licenses.id} and n.kind = 'expired' and n.ends_on = ${licenses.endsOn})
    on conflict do nothing
    returning license_id, ends_on::text,
      (select l.billing_account_id from licenses l where l.id = license_notices.license_id) as billing_account_id`);
  return result.rows.map((row) => ({
    licenseId: row.license_id,
    endsOn: row.ends_on,
    billingAccountId: row.billing_account_id,
  }));
}

/**
 * Licenses that end between `today` and `until` and will not renew: the license or its billing does
 * not auto-renew, the billing is canceled, or the license ends before its billing's period does.
 */
export async function licensesEndingWithoutRenewal(db: Executor, today: string, until: string) {
  return db
    .select({
      id: licenses.id,
      endsOn: licenses.endsOn,
      productName: products.name,
      organizationId: billingAccounts.organizationId,
      userId: billingAccounts.userId,
      legalName: billingAccounts.legalName,
      billingEmail: billingAccounts.billingEmail,
      entityName,
    })
    .from(licenses)
    .innerJoin(billingAccounts, eq(billingAccounts.id, licenses.billingAccountId))
    .innerJoin(products, eq(products.id, licenses.productId))
    .where(
      and(
        sql`${licenses.endsOn} between ${today} and ${until}`,
        sql`${licenses.activeTo} >= ${today}`,
        sql`not ${licenseRenews}`,
      ),
    )
    .orderBy(licenses.endsOn, licenses.id);
}

/** Record a notice of a license; false when it was recorded before (by this run or another). */
export async function insertLicenseNotice(
  tx: Executor,
  values: { licenseId: string; kind: 'reminder_30' | 'reminder_7' | 'expired'; endsOn: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(licenseNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: licenseNotices.licenseId });
  return rows.length > 0;
}
