import { eq, sql } from 'drizzle-orm';
import { issuePeriodInvoice } from '../../modules/invoices/index.js';
import type { Executor } from '../client.js';
import { billingAccounts, invoices } from '../schema/index.js';
import { createInvoice } from './factories.js';

const day = (at: Date, days = 0) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

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
    if (billing.legalName.startsWith('St. Elisabeth')) {
      await createInvoice(tx, {
        billingAccountId: billing.id,
        seats: 20,
        issuedOn: day(new Date(`${billing.periodStart}T00:00:00Z`), -365),
        periodStart: day(new Date(`${billing.periodStart}T00:00:00Z`), -365),
        periodEnd: day(new Date(`${billing.periodStart}T00:00:00Z`), -1),
        status: 'paid',
        statusChangedAt: new Date(`${billing.periodStart}T00:00:00Z`),
      });
    }
    const made = await issuePeriodInvoice(tx, billing, new Date(`${billing.periodStart}T08:00:00Z`));
    if (made && billing.status === 'canceled') {
      await tx.update(invoices).set({ status: 'void', statusChangedAt: now }).where(eq(invoices.id, made.id));
    }
  }
}
