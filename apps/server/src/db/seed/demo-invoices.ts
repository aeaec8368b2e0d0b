import { eq, sql } from 'drizzle-orm';
import { issuePeriodInvoice } from '../../modules/invoices/index.js';
import type { Executor } from '../client.js';
import { billingAccounts, invoices } from '../schema/index.js';
import { dayAfter as day, morningOf } from './demo-dates.js';
import { createInvoice } from './factories.js';

/**
 * The demo world's invoices (docs/decisions/0011): each billing's current period invoiced on its first
 * day as the billing job does it; St. Elisabeth also has last year's invoice, paid; the canceled
 * Rhein-Main billing's invoice is void. Idempotent: a billing with an invoice is left as it is.
 */
export async function seedDemoInvoices(tx: Executor, now = new Date()) {
  const billings = await tx
    .select()
    .from(billingAccounts)
    .where(sql`not exists (select 1 from ${invoices} where ${invoices.billingAccountId} = ${billingAccounts.id})`)
    .orderBy(billingAccounts.periodStart);
  for (const billing of billings) {
    const start = morningOf(billing.periodStart, 8);
    if (billing.legalName.startsWith('St. Elisabeth')) {
      // Last year's period: twelve months up to the day before the current one, invoiced on its first day, paid in two weeks.
      const previousStart = day(start, -365);
      await createInvoice(tx, {
        billingAccountId: billing.id,
        seats: 20,
        issuedOn: previousStart,
        periodStart: previousStart,
        periodEnd: day(start, -1),
        status: 'paid',
        statusChangedAt: morningOf(day(start, -351), 8),
        createdAt: morningOf(previousStart, 8),
      });
    }
    const made = await issuePeriodInvoice(tx, billing, start);
    if (!made) continue;
    await tx
      .update(invoices)
      .set({ createdAt: start, ...(billing.status === 'canceled' ? { status: 'void', statusChangedAt: now } : {}) })
      .where(eq(invoices.id, made.id));
  }
}
